import type { KbCategoryTranslation } from '../types';

export const personalization: KbCategoryTranslation = {
  title: 'Personalização',
  desc: 'Páginas e mensagens que mudam com cada visitante, criadas com segmentos que controla.',
  groups: ['Conteúdo', 'Segmentos', 'Privacidade'],
  questions: {
    'how-do-i-show-different-content-to-different-visitors': {
      question: 'Como mostro conteúdo diferente a visitantes diferentes?',
      content:
        '<p>Selecione uma secção de uma página ou de um e-mail e escolha <strong>Personalizar</strong>. Acrescente uma versão por segmento e uma versão predefinida para todos os outros.</p><p>Quando vários segmentos correspondem a um visitante, ganha a primeira versão da lista: coloque a mais específica no topo.</p>',
    },
    'can-i-use-a-contacts-first-name-on-a-page': {
      question: 'Posso usar o nome próprio de um contacto numa página?',
      content:
        '<p>Sim, com um token de personalização como <code>{{contact.firstname}}</code>. Indique sempre um valor alternativo, por exemplo «a todos», para os visitantes que ainda não conhecemos.</p><p>Os tokens são preenchidos nos nossos servidores, por isso a página nunca expõe dados de outros contactos.</p>',
    },
    'how-do-i-build-a-segment': {
      question: 'Como crio um segmento?',
      content:
        '<p>Abra <strong>Contactos › Segmentos</strong> e clique em <strong>Novo segmento</strong>. Combine regras sobre:</p><ul><li>campos do contacto, como o país ou o setor;</li><li>comportamento, como as páginas vistas nos últimos 30 dias;</li><li>a pertença a listas e campanhas.</li></ul><p>O número de contactos correspondentes atualiza-se à medida que edita as regras.</p>',
    },
    'how-often-are-segments-updated': {
      question: 'Com que frequência são atualizados os segmentos?',
      content:
        '<p>Os segmentos baseados em campos do contacto atualizam-se menos de um minuto após uma alteração. Os segmentos baseados em comportamento ao longo de um período, como «visitou duas vezes esta semana», são recalculados de hora a hora.</p>',
    },
    'do-visitors-have-to-consent-to-personalization': {
      question: 'Os visitantes têm de consentir a personalização?',
      content:
        '<p>Em muitos países, sim: a personalização baseada em rastreio precisa do consentimento do visitante. Ligue o seu aviso de cookies em <strong>Definições › Privacidade</strong>.</p><p>Os visitantes que recusam veem a versão predefinida de cada secção personalizada, e nenhum comportamento é registado para eles.</p>',
    },
    'how-do-i-delete-a-visitors-data': {
      question: 'Como apago os dados de um visitante?',
      content:
        '<p>Abra o contacto e escolha <strong>Eliminar permanentemente</strong>. Os seus campos, atividade e pertenças a segmentos são apagados em 24 horas, e o contacto fica numa lista de supressão para não ser recriado por uma importação.</p><p>Os pedidos de eliminação feitos através da API são tratados da mesma forma.</p>',
    },
  },
};
