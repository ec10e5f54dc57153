import '@mantine/tiptap/styles.css';
import { Input } from '@mantine/core';
import { Link, RichTextEditor } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

interface DescriptionEditorProps {
  /** Sanitised HTML to start from; later changes of it are not followed (remount to reset). */
  initialValue: string;
  onChange: (html: string) => void;
}

/** The task description: a rich-text editor with a small toolbar, giving HTML. */
export default function DescriptionEditor({ initialValue, onChange }: DescriptionEditorProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const editor = useEditor({
    // Mantine's link control replaces StarterKit's link (it adds the keyboard shortcut).
    extensions: [StarterKit.configure({ link: false }), Link.configure({ openOnClick: false })],
    content: initialValue,
    immediatelyRender: true,
    shouldRerenderOnTransaction: true,
    editorProps: {
      // The editable area is a multi-line text box named by the field's label.
      attributes: { role: 'textbox', 'aria-multiline': 'true', 'aria-labelledby': labelId },
    },
    onUpdate: ({ editor: changed }) => onChange(changed.getHTML()),
  });
  const labels = {
    boldControlLabel: t('todo.editor.bold'),
    italicControlLabel: t('todo.editor.italic'),
    underlineControlLabel: t('todo.editor.underline'),
    strikeControlLabel: t('todo.editor.strike'),
    bulletListControlLabel: t('todo.editor.bulletList'),
    orderedListControlLabel: t('todo.editor.orderedList'),
    linkControlLabel: t('todo.editor.link'),
    unlinkControlLabel: t('todo.editor.unlink'),
    linkEditorInputLabel: t('todo.editor.linkUrl'),
    linkEditorInputPlaceholder: t('todo.editor.linkPlaceholder'),
    linkEditorExternalLink: t('todo.editor.linkNewTab'),
    linkEditorInternalLink: t('todo.editor.linkSameTab'),
    linkEditorSave: t('todo.editor.linkSave'),
  };
  return (
    <div>
      <Input.Label id={labelId}>{t('todo.form.description')}</Input.Label>
      <RichTextEditor editor={editor} labels={labels}>
        <RichTextEditor.Toolbar aria-label={t('todo.editor.toolbar')} role="toolbar">
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
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content mih={120} />
      </RichTextEditor>
    </div>
  );
}
