import { createFileRoute } from '@tanstack/react-router';
import { requireAbility } from '../../../lib/guard';
import { KbQuestionPage } from '../../../modules/help/knowledge-base/kb-question-page';

export const Route = createFileRoute('/_app/pages/knowledge-base/$category/$question')({
  beforeLoad: () => requireAbility('read', 'Page'),
  component: KbQuestionPage,
});
