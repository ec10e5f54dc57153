import type { KbCategoryTranslation } from '../types';

export const apiQuestions: KbCategoryTranslation = {
  title: 'Perguntas sobre a API',
  desc: 'Aplicações de programador, chaves e webhooks para todos os que desenvolvem sobre a plataforma.',
  groups: ['Aplicações de programador', 'Autenticação', 'Webhooks'],
  questions: {
    'why-was-my-developer-application-rejected': {
      question: 'Porque foi rejeitada a minha aplicação de programador?',
      content:
        '<p>Todas as aplicações que pedem acesso a dados de clientes são revistas antes de serem publicadas. O e-mail de rejeição indica os motivos; os mais frequentes são:</p><ul><li>a ligação para a política de privacidade falta ou não explica como são usados os dados dos clientes;</li><li>a aplicação pede mais permissões (scopes) do que precisa;</li><li>a descrição ou as capturas de ecrã não mostram o que a aplicação faz;</li><li>o endereço de redirecionamento não usa HTTPS.</li></ul><p>Corrija os pontos indicados e clique em <strong>Submeter novamente</strong> na página da aplicação. Uma segunda revisão costuma demorar menos do que a primeira.</p>',
    },
    'how-do-i-register-a-developer-application': {
      question: 'Como registo uma aplicação de programador?',
      content:
        '<p>Inicie sessão no portal de programadores e clique em <strong>Nova aplicação</strong>.</p><ol><li>Dê à aplicação um nome, uma descrição e um ícone.</li><li>Introduza os endereços de redirecionamento usados pelo seu fluxo de início de sessão.</li><li>Escolha os scopes de que a aplicação precisa, e só esses.</li></ol><p>Recebe de imediato um ID de cliente. Uma conta de teste permite-lhe desenvolver antes da revisão; a revisão só é necessária para publicar.</p>',
    },
    'how-long-does-application-review-take': {
      question: 'Quanto tempo demora a revisão de uma aplicação?',
      content:
        '<p>A maioria das aplicações é revista em cinco dias úteis. As que pedem scopes sensíveis, como faturação ou dados pessoais, podem demorar até dez.</p><p>Pode acompanhar a revisão na página da aplicação; enviamos-lhe um e-mail assim que houver decisão.</p>',
    },
    'how-do-i-get-an-api-key': {
      question: 'Como obtenho uma chave de API?',
      content:
        '<p>Os administradores criam chaves em <strong>Definições › Chaves de API</strong>. Cada chave tem um nome e os scopes que pode usar.</p><p>A chave só é mostrada uma vez, quando é criada: guarde-a no seu gestor de segredos, nunca no código-fonte. Envie-a no cabeçalho <code>Authorization</code> de cada pedido.</p>',
    },
    'how-do-i-rotate-a-leaked-api-key': {
      question: 'Como substituo uma chave de API divulgada?',
      content:
        '<p>Aja de imediato: uma chave divulgada dá os seus scopes a quem a tiver.</p><ol><li>Crie uma nova chave com os mesmos scopes.</li><li>Implemente-a em todos os serviços que usavam a antiga.</li><li>Revogue a chave antiga em <strong>Definições › Chaves de API</strong>; os pedidos feitos com ela falham a partir desse momento.</li></ol><p>O registo de atividade da chave mostra que endereços a usaram, para poder verificar se houve uso indevido.</p>',
    },
    'what-are-the-api-rate-limits': {
      question: 'Quais são os limites de pedidos da API?',
      content:
        '<p>Cada chave pode fazer 100 pedidos por 10 segundos e 250 000 por dia. Cada resposta traz cabeçalhos com o limite, o que resta e quando é reposto.</p><p>Um pedido acima do limite recebe o estado 429; espere o número de segundos indicado no cabeçalho <code>Retry-After</code> antes de tentar novamente.</p>',
    },
    'how-do-i-verify-a-webhook-signature': {
      question: 'Como verifico a assinatura de um webhook?',
      content:
        '<p>Cada pedido de webhook traz um cabeçalho de assinatura: um HMAC-SHA256 do corpo do pedido em bruto, feito com o segredo do seu webhook.</p><ol><li>Calcule o mesmo HMAC sobre o corpo exatamente como foi recebido, antes de o interpretar.</li><li>Compare-o com o cabeçalho em tempo constante.</li><li>Rejeite pedidos cujo cabeçalho de data e hora tenha mais de cinco minutos.</li></ol>',
    },
    'what-happens-when-my-webhook-endpoint-is-down': {
      question: 'O que acontece quando o meu endpoint de webhook está em baixo?',
      content:
        '<p>Uma entrega que não recebe uma resposta 2xx em dez segundos é repetida com intervalos crescentes durante até três dias. Por isso, as entregas podem chegar atrasadas e fora de ordem: use a data e hora do evento, não a hora de chegada.</p><p>Após três dias de falhas, o webhook é desativado e os administradores recebem um e-mail.</p>',
    },
  },
};
