import type { KbCategoryTranslation } from '../types';

export const marketingAutomation: KbCategoryTranslation = {
  title: 'Automação de marketing',
  desc: 'Campanhas que arrancam sozinhas, a mensagem certa no momento certo e leads pontuados para as vendas.',
  groups: ['Campanhas', 'Acionadores e condições', 'Pontuação de leads'],
  questions: {
    'how-do-i-build-a-multi-step-campaign': {
      question: 'Como crio uma campanha com vários passos?',
      content:
        '<p>Abra <strong>Marketing › Campanhas</strong> e clique em <strong>Nova campanha</strong>. O editor mostra a campanha como um fluxo, de cima para baixo.</p><ol><li>Escolha como entram os contactos: um formulário, uma lista ou um evento no seu site.</li><li>Acrescente passos: e-mails, esperas, condições que dividem o fluxo e atualizações de campos do contacto.</li><li>Defina um objetivo, como uma compra, que retira os contactos da campanha quando o atingem.</li></ol><p>Clique em <strong>Iniciar</strong> quando o fluxo estiver pronto; pode acompanhar os números de cada passo à medida que os contactos avançam.</p>',
    },
    'can-i-pause-a-running-campaign': {
      question: 'Posso pausar uma campanha em curso?',
      content:
        '<p>Sim. Clique em <strong>Pausar</strong> no topo da campanha. Os contactos ficam onde estão e nenhum passo é executado até retomar.</p><p>Ao retomar, as esperas que terminaram durante a pausa são executadas de imediato. Se a pausa foi longa, verifique se os próximos e-mails ainda fazem sentido antes de retomar.</p>',
    },
    'how-are-contacts-enrolled-in-a-campaign': {
      question: 'Como são os contactos inscritos numa campanha?',
      content:
        '<p>Um contacto entra numa campanha quando cumpre a regra de entrada que definiu:</p><ul><li>envia um formulário escolhido;</li><li>é acrescentado a uma lista;</li><li>faz algo no seu site, como visitar a página de preços;</li><li>é acrescentado manualmente por si, a partir do perfil.</li></ul><p>Os contactos que cancelaram a subscrição de e-mails de marketing nunca são inscritos.</p>',
    },
    'which-events-can-start-an-automation': {
      question: 'Que eventos podem iniciar uma automação?',
      content:
        '<p>Uma automação pode começar quando um contacto:</p><ul><li>é criado ou altera um campo, como a fase do ciclo de vida;</li><li>abre um e-mail ou clica nele;</li><li>vê uma página ou envia um formulário;</li><li>compra algo, quando a sua loja está ligada.</li></ul><p>Também pode iniciar automações numa data, por exemplo uma data de renovação ou um aniversário.</p>',
    },
    'how-do-i-stop-contacts-entering-a-campaign-twice': {
      question: 'Como evito que os contactos entrem duas vezes numa campanha?',
      content:
        '<p>Abra as definições da campanha e desative <strong>Permitir reinscrição</strong>. Um contacto que já percorreu a campanha uma vez passa a ser ignorado, mesmo que volte a cumprir a regra de entrada.</p><p>Para excluir também quem está noutra campanha, acrescente uma condição no passo de entrada: «não está na campanha …».</p>',
    },
    'how-does-lead-scoring-work': {
      question: 'Como funciona a pontuação de leads?',
      content:
        '<p>Cada contacto tem uma pontuação feita dos pontos que atribui a quem ele é e ao que faz.</p><ul><li><strong>Perfil</strong>: cargo, dimensão da empresa, país.</li><li><strong>Envolvimento</strong>: e-mails abertos, páginas visitadas, formulários enviados.</li></ul><p>Os pontos de envolvimento desvanecem-se com o tempo, para que um contacto ativo no ano passado não fique à frente de um ativo hoje.</p>',
    },
    'how-do-i-hand-a-qualified-lead-to-sales': {
      question: 'Como passo um lead qualificado às vendas?',
      content:
        '<p>Combine com a sua equipa de vendas a pontuação a partir da qual um lead está pronto e crie um fluxo de trabalho que começa quando a pontuação de um contacto a atinge.</p><ol><li>Mude a fase do ciclo de vida para Lead qualificado para vendas.</li><li>Atribua-o a um comercial e crie uma tarefa de chamada.</li><li>Retire-o das campanhas de nutrição, para que não receba e-mails de marketing durante as conversas de venda.</li></ol>',
    },
  },
};
