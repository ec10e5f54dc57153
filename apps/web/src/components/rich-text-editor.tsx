import '@mantine/tiptap/styles.css';
import { Input } from '@mantine/core';
import { Link, RichTextEditor } from '@mantine/tiptap';
import type { Node } from '@tiptap/pm/model';
import { Plugin } from '@tiptap/pm/state';
import { Decoration, DecorationSet } from '@tiptap/pm/view';
import { type AnyExtension, Extension, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './rich-text-editor.module.css';

/** A letter: text that has a direction of its own (digits and punctuation have none). */
const letter = /\p{L}/u;

/**
 * The blocks whose side comes from their direction: a list item's marker, a quote's rule. The
 * paragraphs' text lines up on its own side already (`unicode-bidi: plaintext` in the CSS).
 */
const sided = new Set(['listItem', 'blockquote']);

/** `dir="auto"` on those blocks whose text has a letter; the others keep the page's direction. */
function directions(doc: Node): DecorationSet {
  const marks: Decoration[] = [];
  doc.descendants((node, pos) => {
    if (sided.has(node.type.name) && letter.test(node.textContent))
      marks.push(Decoration.node(pos, pos + node.nodeSize, { dir: 'auto' }));
  });
  return DecorationSet.create(doc, marks);
}

/**
 * A list item (and a quote) takes the direction of its own text, its marker with it: an English
 * list in an Arabic page has its bullets on the left, beside its text. An empty or letterless one
 * follows the page, so the caret of a new item starts on the page's side. On screen only: the
 * HTML the field gives carries no `dir`.
 */
const DirectionPerBlock = Extension.create({
  name: 'directionPerBlock',
  addProseMirrorPlugins() {
    const plugin: Plugin<DecorationSet> = new Plugin<DecorationSet>({
      state: {
        init: (_config, state) => directions(state.doc),
        apply: (transaction, marks) =>
          transaction.docChanged ? directions(transaction.doc) : marks,
      },
      props: { decorations: (state) => plugin.getState(state) },
    });
    return [plugin];
  },
});

interface RichTextEditorProps {
  /** The field's label, which also names the editable area. */
  label: string;
  /** Sanitised HTML to start from; later changes of it are not followed (remount to reset). */
  initialValue: string;
  onChange: (html: string) => void;
  /** The editable area's least height, in px. */
  minHeight?: number;
  /** Takes the focus once loaded, with the caret at the start (a reply is written above its quote). */
  autoFocus?: boolean;
  /** More of what the text may hold (a blog post's pictures), read once at mount. */
  extensions?: AnyExtension[];
  /** More toolbar controls, after the others (they find the editor with Mantine's context). */
  controls?: ReactNode;
}

/**
 * A rich-text field (a task's description, a mail's message): Mantine's tiptap editor with a small
 * toolbar, giving HTML. Default export: callers load it lazily, as it is the heaviest component.
 */
export default function RichTextField(props: RichTextEditorProps) {
  const { label, initialValue, onChange, minHeight = 120, autoFocus = false } = props;
  const { extensions = [], controls } = props;
  const { t } = useTranslation();
  const labelId = useId();
  const editor = useEditor({
    // Mantine's link control replaces StarterKit's link (it adds the keyboard shortcut).
    extensions: [
      StarterKit.configure({ link: false }),
      Link.configure({ openOnClick: false }),
      DirectionPerBlock,
      ...extensions,
    ],
    content: initialValue,
    autofocus: autoFocus ? 'start' : false,
    immediatelyRender: true,
    shouldRerenderOnTransaction: true,
    editorProps: {
      // The editable area is a multi-line text box named by the field's label.
      attributes: { role: 'textbox', 'aria-multiline': 'true', 'aria-labelledby': labelId },
    },
    onUpdate: ({ editor: changed }) => onChange(changed.getHTML()),
  });
  const labels = {
    boldControlLabel: t('common.editor.bold'),
    italicControlLabel: t('common.editor.italic'),
    underlineControlLabel: t('common.editor.underline'),
    strikeControlLabel: t('common.editor.strike'),
    bulletListControlLabel: t('common.editor.bulletList'),
    orderedListControlLabel: t('common.editor.orderedList'),
    linkControlLabel: t('common.editor.link'),
    unlinkControlLabel: t('common.editor.unlink'),
    linkEditorInputLabel: t('common.editor.linkUrl'),
    linkEditorInputPlaceholder: t('common.editor.linkPlaceholder'),
    linkEditorExternalLink: t('common.editor.linkNewTab'),
    linkEditorInternalLink: t('common.editor.linkSameTab'),
    linkEditorSave: t('common.editor.linkSave'),
  };
  return (
    <div>
      <Input.Label id={labelId}>{label}</Input.Label>
      <RichTextEditor editor={editor} labels={labels}>
        <RichTextEditor.Toolbar aria-label={t('common.editor.toolbar')} role="toolbar">
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Underline />
            <RichTextEditor.Strikethrough />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
          </RichTextEditor.ControlsGroup>
          {controls}
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content mih={minHeight} className={classes.content} />
      </RichTextEditor>
    </div>
  );
}
