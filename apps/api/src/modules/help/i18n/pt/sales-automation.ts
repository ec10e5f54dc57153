import type { KbCategoryTranslation } from '../types';

export const salesAutomation: KbCategoryTranslation = {
  title: 'Automação de vendas',
  desc: 'Pipelines, seguimentos e relatórios que fazem avançar cada negócio sem trabalho repetitivo.',
  groups: ['Primeiros passos', 'Fluxos de trabalho', 'Relatórios'],
  questions: {
    'how-do-i-set-up-my-first-sales-pipeline': {
      question: 'Como configuro o meu primeiro pipeline de vendas?',
      content:
        '<p>Um pipeline é a lista de fases por que passa um negócio, do primeiro contacto à assinatura. Abra <strong>Vendas › Pipelines</strong> e clique em <strong>Novo pipeline</strong>.</p><ol><li>Dê ao pipeline o nome do produto ou da equipa que serve.</li><li>Acrescente uma fase por cada passo do seu processo de vendas, por exemplo Qualificado, Demonstração, Proposta e Negociação.</li><li>Dê a cada fase uma probabilidade de ganho, para que a previsão possa ponderar os negócios em aberto.</li></ol><p>Pode reordenar ou mudar o nome das fases a qualquer momento; os negócios mantêm o seu lugar.</p>',
    },
    'how-do-i-import-my-existing-contacts-and-deals': {
      question: 'Como importo os meus contactos e negócios existentes?',
      content:
        '<p>Exporte os dados da sua ferramenta antiga para um ficheiro CSV e abra <strong>Definições › Importar</strong>.</p><ul><li>Carregue o ficheiro e associe cada coluna a um campo.</li><li>Escolha o pipeline e a fase em que começam os negócios importados.</li><li>Reveja a pré-visualização: as linhas com um endereço de e-mail inválido são listadas e ignoradas.</li></ul><p>Os contactos que já existem são reconhecidos pelo endereço de e-mail e atualizados em vez de duplicados.</p>',
    },
    'which-sales-tasks-can-be-automated': {
      question: 'Que tarefas de vendas podem ser automatizadas?',
      content:
        '<p>Tudo o que segue uma regra pode funcionar sozinho. As automações mais comuns são:</p><ul><li>criar uma tarefa de seguimento quando um negócio chega a uma fase;</li><li>enviar um e-mail de lembrete quando uma proposta não é aberta há três dias;</li><li>atribuir novos leads ao comercial certo por região ou valor do negócio;</li><li>atualizar o valor do negócio quando um orçamento é aceite.</li></ul><p>Comece com uma automação, acompanhe-a durante uma semana e depois acrescente a seguinte.</p>',
    },
    'how-do-i-create-a-follow-up-sequence': {
      question: 'Como crio uma sequência de seguimento?',
      content:
        '<p>Uma sequência é uma série de e-mails e tarefas distribuídos ao longo de vários dias. Abra <strong>Vendas › Sequências</strong> e clique em <strong>Nova sequência</strong>.</p><ol><li>Acrescente o primeiro passo: um modelo de e-mail ou uma tarefa de chamada.</li><li>Defina o intervalo antes de cada passo seguinte, em dias úteis.</li><li>Escolha quando um contacto sai da sequência, por exemplo quando responde ou marca uma reunião.</li></ol><p>Inscreva contactos a partir de um negócio, de uma lista ou de um fluxo de trabalho.</p>',
    },
    'can-a-workflow-assign-leads-to-my-team': {
      question: 'Um fluxo de trabalho pode atribuir leads à minha equipa automaticamente?',
      content:
        '<p>Sim. Acrescente uma ação <strong>Atribuir responsável</strong> a um fluxo de trabalho que começa quando um lead é criado. Pode atribuir:</p><ul><li>à vez (round robin) entre os comerciais que escolher;</li><li>por território, com base no país ou região do lead;</li><li>ao comercial com menos negócios em aberto.</li></ul><p>Os comerciais são avisados por e-mail e na aplicação quando um lead lhes é atribuído.</p>',
    },
    'why-did-my-workflow-not-run': {
      question: 'Porque é que o meu fluxo de trabalho não foi executado?',
      content:
        '<p>Abra o fluxo de trabalho e veja o separador <strong>Histórico</strong>: cada registo verificado aparece com o motivo pelo qual foi ou não inscrito. As causas habituais são:</p><ul><li>o fluxo de trabalho ainda é um rascunho e nunca foi ativado;</li><li>o registo não cumpre uma das condições;</li><li>o registo já estava inscrito e a reinscrição está desativada.</li></ul><p>As alterações a um fluxo de trabalho aplicam-se aos registos inscritos depois da alteração.</p>',
    },
    'how-do-i-forecast-revenue-from-my-pipeline': {
      question: 'Como faço a previsão de receita do meu pipeline?',
      content:
        '<p>A previsão soma o valor dos negócios em aberto, cada um ponderado pela probabilidade de ganho da sua fase, nos meses em que caem as respetivas datas de fecho.</p><p>Abra <strong>Relatórios › Previsão</strong> e escolha o pipeline e o período. Mantenha as datas de fecho e as probabilidades realistas: a previsão só é tão boa quanto elas.</p>',
    },
    'how-do-i-see-each-reps-activity': {
      question: 'Como vejo a atividade de cada comercial?',
      content:
        '<p>O relatório <strong>Atividade</strong> conta as chamadas, e-mails, reuniões e tarefas concluídas por cada comercial no período que escolher.</p><ul><li>Filtre por equipa para comparar comerciais que vendem o mesmo produto.</li><li>Abra a linha de um comercial para ver a lista de atividades por trás de cada número.</li></ul><p>Só os gestores e os administradores veem os números dos outros comerciais.</p>',
    },
  },
};
