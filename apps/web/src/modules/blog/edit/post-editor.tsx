import { Suspense, lazy } from 'react';
import { ImageControls } from './image-controls';
import { StoreImage } from './store-image';

interface PostEditorProps {
  label: string;
  initialValue: string;
  onChange: (html: string) => void;
  minHeight?: number;
}

// The editor is its own chunk, shared with mail and tasks: this one adds only the pictures.
const RichTextField = lazy(() => import('../../../components/rich-text-editor'));
const extensions = [StoreImage];

/** The post's rich text with pictures. Default export: loaded lazily with the editor. */
export default function PostEditor(props: PostEditorProps) {
  return (
    <Suspense fallback={null}>
      <RichTextField {...props} extensions={extensions} controls={<ImageControls />} />
    </Suspense>
  );
}
