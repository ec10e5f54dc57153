import RichTextField from '../../../components/rich-text-editor';
import { ImageControls } from './image-controls';
import { StoreImage } from './store-image';

interface PostEditorProps {
  label: string;
  initialValue: string;
  onChange: (html: string) => void;
  minHeight?: number;
}

const extensions = [StoreImage];

/** The post's rich text with pictures. Default export: loaded lazily with the editor. */
export default function PostEditor(props: PostEditorProps) {
  return <RichTextField {...props} extensions={extensions} controls={<ImageControls />} />;
}
