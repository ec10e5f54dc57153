import type { KbCategoryTranslation } from '../types';

export const emailMarketing: KbCategoryTranslation = {
  title: 'Email marketing',
  desc: 'Newsletters que chegam à caixa de entrada, listas que se mantêm limpas e envios à hora dos seus leitores.',
  groups: ['Envio', 'Entregabilidade', 'Listas e cancelamentos'],
  questions: {
    'how-do-i-schedule-a-newsletter': {
      question: 'Como agendo uma newsletter?',
      content:
        '<p>Quando a newsletter estiver pronta, clique em <strong>Enviar</strong> e escolha <strong>Agendar</strong>. Escolha uma data e uma hora no fuso horário da sua conta, ou deixe que cada contacto a receba à mesma hora local.</p><p>Uma newsletter agendada pode ser editada ou desagendada até o envio começar.</p>',
    },
    'can-i-send-a-test-email-before-a-campaign': {
      question: 'Posso enviar um e-mail de teste antes de uma campanha?',
      content:
        '<p>Sim. Clique em <strong>Enviar teste</strong> no editor e introduza até cinco endereços. Os testes mostram a personalização de um contacto à sua escolha, para poder verificar tokens e valores alternativos.</p><p>Os envios de teste levam [Teste] no assunto e ficam fora dos relatórios.</p>',
    },
    'what-is-the-best-time-to-send': {
      question: 'Qual é a melhor hora para enviar?',
      content:
        '<p>Depende dos seus leitores. Veja o relatório <strong>Envolvimento por hora</strong> dos seus envios anteriores e teste duas horas de envio em metades da sua lista.</p><p>Como ponto de partida, o público profissional abre mais nas manhãs dos dias úteis e os consumidores ao fim do dia e ao fim de semana.</p>',
    },
    'why-are-my-emails-going-to-spam': {
      question: 'Porque é que os meus e-mails vão parar ao spam?',
      content:
        '<p>Os fornecedores de correio avaliam o remetente, a lista e a mensagem. Verifique pela ordem:</p><ol><li>O seu domínio está autenticado com SPF, DKIM e DMARC.</li><li>A sua lista só tem pessoas que pediram para receber notícias suas, e os endereços devolvidos são removidos.</li><li>A mensagem tem um nome de remetente claro, um assunto real e equilíbrio entre texto e imagens.</li></ol><p>O relatório de entregabilidade mostra as suas taxas de devolução e de queixas; mantenha as queixas abaixo de 0,1%.</p>',
    },
    'how-do-i-set-up-spf-dkim-and-dmarc': {
      question: 'Como configuro SPF, DKIM e DMARC?',
      content:
        '<p>Abra <strong>Definições › Domínios de envio</strong> e acrescente o seu domínio. Mostramos os registos DNS a criar:</p><ul><li>um registo SPF que autoriza os nossos servidores a enviar por si;</li><li>dois registos DKIM que assinam cada mensagem;</li><li>um registo DMARC que diz aos fornecedores o que fazer com o correio que falha as verificações.</li></ul><p>Crie-os no seu fornecedor de DNS e clique em <strong>Verificar</strong>. As alterações podem demorar algumas horas a propagar-se.</p>',
    },
    'how-do-unsubscribes-work': {
      question: 'Como funcionam os cancelamentos de subscrição?',
      content:
        '<p>Cada e-mail de marketing traz uma ligação de cancelamento e um cabeçalho de cancelamento com um clique. Um contacto que use qualquer um deles deixa de imediato de receber e-mails de marketing, de todas as listas.</p><p>Os e-mails transacionais, como recibos, continuam a ser enviados.</p>',
    },
    'can-i-import-a-purchased-list': {
      question: 'Posso importar uma lista comprada?',
      content:
        '<p>Não. Listas compradas ou alugadas são contrárias aos nossos termos: as pessoas que nelas constam nunca aceitaram receber notícias suas, e enviar-lhes mensagens prejudica a sua reputação e a de todos os que partilham os nossos servidores.</p><p>Em vez disso, faça crescer a sua lista com formulários de inscrição, eventos e conteúdos que as pessoas procuram.</p>',
    },
  },
};
