import type { Names } from './names';

const folder = (n: Names) => `apps/web/src/modules/${n.id}`;

const manifest = (n: Names) => `import { IconListDetails } from '@tabler/icons-react';
import type { ModuleManifest } from '../../lib/manifest';

/** Apps & Pages → ${n.title}, for whoever may read it. */
export const manifest: ModuleManifest = {
  id: '${n.id}',
  section: 'apps',
  // After the template's own apps and pages.
  order: 29,
  menu: [
    {
      kind: 'link',
      titleKey: '${n.id}.menu.title',
      to: '/apps/${n.id}',
      icon: IconListDetails,
      can: { action: 'read', subject: '${n.pascal}' },
    },
  ],
  subjects: [{ subject: '${n.pascal}', titleKey: '${n.id}.subject', order: 200 }],
  auditResources: [{ resource: '${n.table}', titleKey: '${n.id}.auditResource' }],
};
`;

const queries = (
  n: Names,
) => `import { keepPreviousData, queryOptions, useMutation } from '@tanstack/react-query';
import type { ${n.pascal}ListQuery } from '@beacon/contract/${n.id}';
import { api, unwrap } from '../../lib/http';

/**
 * A list page as the screen's address describes it: with a cursor the page number is only shown
 * (the API ignores it), and may be unknown (the last page of an estimated total).
 */
export type ${n.pascal}ListSearch = Omit<${n.pascal}ListQuery, 'page'> & { page?: number };

/** Every key starts with the module id, so one invalidation reaches all of its lists. */
export const ${n.camel}Keys = {
  all: ['${n.id}'] as const,
  list: (search: ${n.pascal}ListSearch) => [...${n.camel}Keys.all, 'list', search] as const,
};

export const ${n.camel}ListQuery = (search: ${n.pascal}ListSearch) =>
  queryOptions({
    queryKey: ${n.camel}Keys.list(search),
    queryFn: ({ signal }) => {
      const query: ${n.pascal}ListQuery = { ...search, page: search.page ?? 1 };
      return unwrap(api.GET('/api/${n.id}/items', { params: { query }, signal }));
    },
    placeholderData: keepPreviousData,
  });

export const useAdd${n.pascal}Item = () =>
  useMutation({
    mutationFn: (name: string) => unwrap(api.POST('/api/${n.id}/items', { body: { name } })),
    meta: { invalidates: [${n.camel}Keys.all] },
  });

export const useDelete${n.pascal}Item = () =>
  useMutation({
    mutationFn: (id: number) =>
      unwrap(api.DELETE('/api/${n.id}/items', { params: { query: { id } } })),
    meta: { invalidates: [${n.camel}Keys.all] },
  });
`;

const route = (n: Names) => `import { createFileRoute } from '@tanstack/react-router';
import { ${n.camel}ListDefaults, ${n.camel}PerPageOptions } from '@beacon/contract/${n.id}-values';
import { requireAbility } from '../../../lib/guard';
import { integer, numberOf, searchWithDefaults, text } from '../../../lib/search-params';
import { ${n.pascal}Page } from '../../../modules/${n.id}/${n.id}-page';
import { ${n.camel}ListQuery } from '../../../modules/${n.id}/${n.id}.queries';

const { page: firstPage, ...listDefaults } = ${n.camel}ListDefaults;

// No schema library (see lib/search-params): route files are in the first-paint bundle.
const search = searchWithDefaults(
  {
    q: text({ max: 100 }),
    // Absent with a cursor: a page whose number is not known (the last of an estimated total).
    page: integer({ min: 1 }),
    perPage: numberOf(${n.camel}PerPageOptions),
    // Where the page starts (\`last\`, or a cursor a reply gave); the API then ignores page.
    cursor: text({ min: 1, max: 1000 }),
  },
  listDefaults,
);

type ${n.pascal}Search = ReturnType<typeof search.validateSearch.parse>;

export const Route = createFileRoute('/_app/apps/${n.id}')({
  validateSearch: search.validateSearch,
  search: {
    middlewares: [
      ...search.search.middlewares,
      // Page 1 stays out of the address bar, as a default would, unless a cursor comes with it:
      // there the number is what the page shows, and without it the page would have none.
      ({ search, next }: { search: ${n.pascal}Search; next: (search: ${n.pascal}Search) => ${n.pascal}Search }) => {
        const result = next(search);
        if (result.page !== firstPage || result.cursor !== undefined) return result;
        const shown = { ...result };
        delete shown.page;
        return shown;
      },
    ],
  },
  beforeLoad: () => requireAbility('read', '${n.pascal}'),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => void context.queryClient.prefetchQuery(${n.camel}ListQuery(deps)),
  component: ${n.pascal}Page,
});
`;

const page = (
  n: Names,
) => `import { ActionIcon, Card, Group, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconTrash } from '@tabler/icons-react';
import type { ${n.pascal}Item } from '@beacon/contract/${n.id}';
import { ${n.camel}PerPageOptions } from '@beacon/contract/${n.id}-values';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { CursorPager, cursorSearch } from '../../components/cursor-pager';
import { LiveListUpdates } from '../../components/live-list-updates';
import { PageHeader } from '../../components/page-header';
import { PageSizeSelect } from '../../components/page-size-select';
import { QueryErrorAlert } from '../../components/query-error-alert';
import { UrlSearchInput } from '../../components/url-search-input';
import { useFormats } from '../../lib/format';
import { ${n.pascal}AddForm } from './${n.id}-add-form';
import { ${n.camel}Keys, ${n.camel}ListQuery, useDelete${n.pascal}Item } from './${n.id}.queries';

const route = getRouteApi('/_app/apps/${n.id}');

/** \`/apps/${n.id}\`: the items, searchable and paged by cursor, with a form to add one. */
export function ${n.pascal}Page() {
  const { t } = useTranslation();
  const formats = useFormats();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const list = useQuery(${n.camel}ListQuery(search));
  const remove = useDelete${n.pascal}Item();
  const [deleting, setDeleting] = useState<${n.pascal}Item | null>(null);
  const items = list.data?.items ?? [];
  // With a cursor and no page, the page's number is not known (the last of an estimated total).
  const page = search.cursor === undefined ? (search.page ?? 1) : search.page;

  const confirmDelete = (item: ${n.pascal}Item) =>
    remove.mutate(item.id, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: t('${n.id}.deleted', { name: item.name }) });
        setDeleting(null);
      },
      onError: () => {
        notifications.show({ color: 'red', message: t('${n.id}.deleteFailed', { name: item.name }) });
        setDeleting(null);
      },
    });

  return (
    <Stack gap="lg">
      <PageHeader title={t('${n.id}.title')} />
      <LiveListUpdates resource="${n.table}" queryKey={${n.camel}Keys.all} />
      <Card>
        <Stack gap="md">
          <${n.pascal}AddForm />
          <Group justify="space-between" align="flex-end" wrap="wrap">
            <PageSizeSelect
              sizes={${n.camel}PerPageOptions}
              value={search.perPage}
              // Back to the first page: a cursor names a place in a list of another page size.
              onChange={(perPage) =>
                void navigate({
                  search: (prev) => ({ ...prev, perPage, page: undefined, cursor: undefined }),
                })
              }
            />
            <UrlSearchInput
              label={t('${n.id}.search')}
              q={search.q}
              onSearch={(q) =>
                void navigate({
                  search: (prev) => ({ ...prev, q, page: undefined, cursor: undefined }),
                  replace: true,
                })
              }
            />
          </Group>
          {list.isError && (
            <QueryErrorAlert
              message={t('${n.id}.loadFailed')}
              onRetry={() => void list.refetch()}
              retrying={list.isFetching}
            />
          )}
          <Table.ScrollContainer minWidth={320}>
            <Table aria-label={t('${n.id}.title')} aria-busy={list.isFetching}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('${n.id}.name')}</Table.Th>
                  <Table.Th>{t('${n.id}.added')}</Table.Th>
                  <Table.Th>{t('${n.id}.actions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((item) => (
                  <Table.Tr key={item.id}>
                    <Table.Td>{item.name}</Table.Td>
                    <Table.Td>{formats.dateTime(new Date(item.createdAt))}</Table.Td>
                    <Table.Td>
                      <ActionIcon
                        variant="subtle"
                        color="red.9"
                        aria-label={t('${n.id}.delete', { name: item.name })}
                        onClick={() => setDeleting(item)}
                      >
                        <IconTrash size={18} aria-hidden />
                      </ActionIcon>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {list.isSuccess && items.length === 0 && <Text c="dimmed">{t('${n.id}.empty')}</Text>}
          {list.data && list.data.total > 0 && (
            <CursorPager
              label={t('${n.id}.pages')}
              total={list.data.total}
              totalExact={list.data.totalExact}
              cursors={list.data.cursors}
              page={page}
              perPage={search.perPage}
              onMove={(to) => void navigate({ search: (prev) => ({ ...prev, ...cursorSearch(to) }) })}
            />
          )}
        </Stack>
      </Card>
      <ConfirmDialog
        opened={deleting !== null}
        title={t('${n.id}.deleteTitle')}
        message={t('${n.id}.deleteMessage', { name: deleting?.name ?? '' })}
        confirmLabel={t('${n.id}.deleteConfirm')}
        danger
        loading={remove.isPending}
        onConfirm={() => deleting && confirmDelete(deleting)}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
`;

const addForm = (n: Names) => `import { Button, Group, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { new${n.pascal}ItemSchema } from '@beacon/contract/${n.id}';
import { ${n.camel}NameMax } from '@beacon/contract/${n.id}-values';
import { useTranslation } from 'react-i18next';
import { failureReason, schemaErrors, showServerErrors } from '../../lib/form-errors';
import { useAdd${n.pascal}Item } from './${n.id}.queries';

const fields = ['name'] as const;

/** Adds an item: a blank name is marked on its field and nothing is sent. */
export function ${n.pascal}AddForm() {
  const { t } = useTranslation();
  const add = useAdd${n.pascal}Item();
  const form = useForm({
    initialValues: { name: '' },
    validate: (values) =>
      schemaErrors(new${n.pascal}ItemSchema.safeParse(values), {
        field: fields,
        message: (issue) =>
          issue.code === 'too_big'
            ? t('${n.id}.nameTooLong', { max: ${n.camel}NameMax })
            : t('${n.id}.nameRequired'),
      }),
  });
  const submit = form.onSubmit(({ name }) =>
    add.mutate(name.trim(), {
      onSuccess: ({ item }) => {
        notifications.show({
          color: 'green',
          message: t('${n.id}.addedMessage', { name: item.name }),
        });
        form.reset();
      },
      onError: (error) => {
        if (showServerErrors(error, form, { field: fields, focus: true })) return;
        notifications.show({
          color: 'red',
          message: failureReason(error, {
            forbidden: t('${n.id}.forbidden'),
            fallback: t('${n.id}.addFailed'),
          }),
        });
      },
    }),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Group align="flex-start" wrap="wrap">
        <TextInput
          label={t('${n.id}.newItem')}
          maxLength={${n.camel}NameMax}
          style={{ flex: 1, minWidth: 200 }}
          {...form.getInputProps('name')}
        />
        <Button type="submit" mt={25} loading={add.isPending}>
          {t('${n.id}.add')}
        </Button>
      </Group>
    </form>
  );
}
`;

const languages = ['en', 'fr', 'de', 'pt', 'ar'] as const;
type Language = (typeof languages)[number];

/** The screen's fixed strings in every language; the module's title is its id until renamed. */
const fixed: Record<Language, Record<string, string>> = {
  en: {
    nameRequired: 'Name is required',
    nameTooLong: 'Name must be at most {{max}} characters',
    forbidden: 'Your role does not allow this.',
    search: 'Search',
    name: 'Name',
    added: 'Added',
    actions: 'Actions',
    newItem: 'New item',
    add: 'Add item',
    addedMessage: '“{{name}}” was added.',
    addFailed: 'The item could not be added. Try again.',
    delete: 'Delete {{name}}',
    deleteTitle: 'Delete this item?',
    deleteMessage: '“{{name}}” will be deleted for everyone.',
    deleteConfirm: 'Delete',
    deleted: '“{{name}}” was deleted.',
    deleteFailed: '“{{name}}” could not be deleted.',
    empty: 'No items',
    pages: 'Pages of items',
    loadFailed: 'The items could not be loaded.',
  },
  fr: {
    nameRequired: 'Le nom est obligatoire',
    nameTooLong: 'Le nom doit comporter au plus {{max}} caractères',
    forbidden: 'Votre rôle ne le permet pas.',
    search: 'Rechercher',
    name: 'Nom',
    added: 'Ajouté le',
    actions: 'Actions',
    newItem: 'Nouvel élément',
    add: 'Ajouter',
    addedMessage: '« {{name}} » a été ajouté.',
    addFailed: 'L’élément n’a pas pu être ajouté. Réessayez.',
    delete: 'Supprimer {{name}}',
    deleteTitle: 'Supprimer cet élément ?',
    deleteMessage: '« {{name}} » sera supprimé pour tout le monde.',
    deleteConfirm: 'Supprimer',
    deleted: '« {{name}} » a été supprimé.',
    deleteFailed: '« {{name}} » n’a pas pu être supprimé.',
    empty: 'Aucun élément',
    pages: 'Pages d’éléments',
    loadFailed: 'Les éléments n’ont pas pu être chargés.',
  },
  de: {
    nameRequired: 'Der Name ist erforderlich',
    nameTooLong: 'Der Name darf höchstens {{max}} Zeichen lang sein',
    forbidden: 'Ihre Rolle erlaubt das nicht.',
    search: 'Suchen',
    name: 'Name',
    added: 'Hinzugefügt',
    actions: 'Aktionen',
    newItem: 'Neuer Eintrag',
    add: 'Hinzufügen',
    addedMessage: '„{{name}}“ wurde hinzugefügt.',
    addFailed: 'Der Eintrag konnte nicht hinzugefügt werden. Bitte erneut versuchen.',
    delete: '{{name}} löschen',
    deleteTitle: 'Diesen Eintrag löschen?',
    deleteMessage: '„{{name}}“ wird für alle gelöscht.',
    deleteConfirm: 'Löschen',
    deleted: '„{{name}}“ wurde gelöscht.',
    deleteFailed: '„{{name}}“ konnte nicht gelöscht werden.',
    empty: 'Keine Einträge',
    pages: 'Seiten der Einträge',
    loadFailed: 'Die Einträge konnten nicht geladen werden.',
  },
  pt: {
    nameRequired: 'O nome é obrigatório',
    nameTooLong: 'O nome deve ter no máximo {{max}} caracteres',
    forbidden: 'A sua função não permite isto.',
    search: 'Pesquisar',
    name: 'Nome',
    added: 'Adicionado em',
    actions: 'Ações',
    newItem: 'Novo item',
    add: 'Adicionar',
    addedMessage: '“{{name}}” foi adicionado.',
    addFailed: 'Não foi possível adicionar o item. Tente novamente.',
    delete: 'Excluir {{name}}',
    deleteTitle: 'Excluir este item?',
    deleteMessage: '“{{name}}” será excluído para todos.',
    deleteConfirm: 'Excluir',
    deleted: '“{{name}}” foi excluído.',
    deleteFailed: 'Não foi possível excluir “{{name}}”.',
    empty: 'Nenhum item',
    pages: 'Páginas de itens',
    loadFailed: 'Não foi possível carregar os itens.',
  },
  ar: {
    nameRequired: 'الاسم مطلوب',
    nameTooLong: 'يجب ألا يتجاوز الاسم {{max}} حرفًا',
    forbidden: 'دورك لا يسمح بذلك.',
    search: 'بحث',
    name: 'الاسم',
    added: 'أضيف في',
    actions: 'إجراءات',
    newItem: 'عنصر جديد',
    add: 'إضافة',
    addedMessage: 'أضيف «{{name}}».',
    addFailed: 'تعذّرت إضافة العنصر. حاول مرة أخرى.',
    delete: 'حذف {{name}}',
    deleteTitle: 'حذف هذا العنصر؟',
    deleteMessage: 'سيُحذف «{{name}}» لدى الجميع.',
    deleteConfirm: 'حذف',
    deleted: 'حُذف «{{name}}».',
    deleteFailed: 'تعذّر حذف «{{name}}».',
    empty: 'لا توجد عناصر',
    pages: 'صفحات العناصر',
    loadFailed: 'تعذّر تحميل العناصر.',
  },
};

const strings = (n: Names, lng: Language) => ({
  menu: { title: n.title },
  title: n.title,
  subject: n.title,
  auditResource: n.title,
  ...fixed[lng],
});

/** The module's web files, by path from the repository's root. */
export const webFiles = (n: Names): Record<string, string> => ({
  [`${folder(n)}/${n.id}.module.ts`]: manifest(n),
  [`${folder(n)}/${n.id}.queries.ts`]: queries(n),
  [`${folder(n)}/${n.id}-page.tsx`]: page(n),
  [`${folder(n)}/${n.id}-add-form.tsx`]: addForm(n),
  [`apps/web/src/routes/_app/apps/${n.id}.tsx`]: route(n),
  ...Object.fromEntries(
    languages.map((lng) => [
      `${folder(n)}/locales/${lng}.json`,
      `${JSON.stringify({ [n.id]: strings(n, lng) }, null, 2)}\n`,
    ]),
  ),
});
