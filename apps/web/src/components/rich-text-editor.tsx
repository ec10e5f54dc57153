import '@mantine/tiptap/styles.css';
import { Input } from '@mantine/core';
import { Link, RichTextEditor } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './rich-text-editor.module.css';

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
}

/**
 * A rich-text field (a task's description, a mail's message): Mantine's tiptap editor with a small
 * toolbar, giving HTML. Default export: callers load it lazily, as it is the heaviest component.
 */
export default function RichTextField(props: RichTextEditorProps) {
  const { label, initialValue, onChange, minHeight = 120, autoFocus = false } = props;
  const { t } = useTranslation();
  const labelId = useId();
  const editor = useEditor({
    // Mantine's link control replaces StarterKit's link (it adds the keyboard shortcut).
    extensions: [StarterKit.configure({ link: false }), Link.configure({ openOnClick: false })],
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
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content mih={minHeight} className={classes.content} />
      </RichTextEditor>
    </div>
  );
}
