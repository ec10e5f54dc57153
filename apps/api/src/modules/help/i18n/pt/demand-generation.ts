import type { KbCategoryTranslation } from '../types';

export const demandGeneration: KbCategoryTranslation = {
  title: 'Geração de procura',
  desc: 'Páginas de destino, formulários e eventos que trazem novos leads, e os relatórios que mostram o que resultou.',
  groups: ['Páginas de destino e formulários', 'Eventos e webinars', 'Atribuição'],
  questions: {
    'how-do-i-create-a-landing-page': {
      question: 'Como crio uma página de destino?',
      content:
        '<p>Abra <strong>Marketing › Páginas de destino</strong>, clique em <strong>Nova página</strong> e escolha um modelo.</p><ol><li>Escreva um só título e um só apelo à ação: uma página que pede uma só coisa converte melhor.</li><li>Acrescente um formulário e escolha a lista a que se juntam os novos contactos.</li><li>Publique no seu próprio domínio ou no nosso.</li></ol>',
    },
    'how-do-i-add-a-form-to-my-website': {
      question: 'Como acrescento um formulário ao meu site?',
      content:
        '<p>Crie o formulário em <strong>Marketing › Formulários</strong>, clique em <strong>Incorporar</strong> e copie o excerto para o HTML do seu site. O formulário adota os tipos de letra e as cores do seu site.</p><p>As submissões criam ou atualizam contactos e podem iniciar qualquer automação.</p>',
    },
    'how-do-i-promote-a-webinar': {
      question: 'Como promovo um webinar?',
      content:
        '<p>Crie o evento em <strong>Marketing › Eventos</strong>; ele recebe uma página de inscrição própria. Depois:</p><ul><li>envie um convite aos segmentos a quem o tema interessa, cerca de três semanas antes;</li><li>envie um lembrete uma semana antes a quem ainda não se inscreveu;</li><li>partilhe a ligação de inscrição nas redes sociais com os parâmetros de seguimento que geramos.</li></ul>',
    },
    'how-do-i-follow-up-with-attendees': {
      question: 'Como faço o seguimento dos participantes?',
      content:
        '<p>Depois do evento, os participantes e os ausentes ficam guardados em duas listas. Envie a cada uma o seu próprio e-mail no prazo de um dia: a gravação e os próximos passos aos participantes, a gravação e um breve resumo a quem faltou.</p><p>A participação aumenta a pontuação do lead, para que os participantes mais envolvidos cheguem mais cedo às vendas.</p>',
    },
    'how-is-campaign-attribution-calculated': {
      question: 'Como é calculada a atribuição das campanhas?',
      content:
        '<p>A atribuição reparte o mérito de um negócio pelas campanhas com que o contacto se cruzou antes de o negócio ser ganho. Pode escolher o modelo:</p><ul><li><strong>Primeiro contacto</strong>: todo o mérito para a campanha que trouxe o contacto;</li><li><strong>Último contacto</strong>: todo o mérito para a última campanha antes do negócio;</li><li><strong>Linear</strong>: mérito igual para cada campanha do percurso.</li></ul>',
    },
    'how-do-i-track-utm-parameters': {
      question: 'Como acompanho os parâmetros UTM?',
      content:
        '<p>Acrescente <code>utm_source</code>, <code>utm_medium</code> e <code>utm_campaign</code> às ligações que partilha. Quando um visitante chega com eles e mais tarde se torna contacto, os valores ficam guardados na primeira visita do contacto.</p><p>Escreva-os sempre da mesma forma: «newsletter» e «Newsletter» contam como duas origens.</p>',
    },
  },
};
