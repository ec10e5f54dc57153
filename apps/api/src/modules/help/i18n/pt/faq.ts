import type { HelpTranslation } from '../types';

export const faq: HelpTranslation['faq'] = {
  payment: {
    title: 'Pagamento',
    subtitle: 'Pagar a sua encomenda, cobranças e vales',
    qandA: [
      {
        question: 'Que métodos de pagamento aceitam?',
        ans: 'Aceitamos cartões de crédito e de débito Visa, Mastercard e American Express, PayPal, Apple Pay e Google Pay. Em alguns países também pode pagar por transferência bancária; as opções disponíveis para si aparecem no checkout.',
      },
      {
        question: 'É seguro pagar com o meu cartão no vosso site?',
        ans: 'Sim. Todas as páginas do checkout usam uma ligação cifrada e os dados do seu cartão seguem diretamente para o nosso prestador de pagamentos, certificado segundo a norma PCI DSS. Nunca vemos nem guardamos o número completo do seu cartão.',
      },
      {
        question: 'Porque foi recusado o meu pagamento?',
        ans: 'A maioria das recusas vem do banco: uma morada de faturação que não corresponde ao cartão, um cartão expirado, um limite diário de despesas ou uma verificação de segurança. Confirme os dados que introduziu e tente novamente ou contacte o seu banco. A sua encomenda fica guardada durante 24 horas enquanto tenta de novo.',
      },
      {
        question: 'Posso pagar em prestações?',
        ans: 'Em encomendas acima de 100 $, pode dividir o valor em três prestações mensais sem juros com o nosso parceiro de financiamento. Escolha «Pagar em 3 vezes» no checkout; a aprovação demora alguns segundos e não afeta a sua avaliação de crédito.',
      },
      {
        question: 'Quando é que o meu cartão é debitado?',
        ans: 'Reservamos o valor quando faz a encomenda e cobramos o pagamento quando a encomenda sai do nosso armazém. Se parte de uma encomenda for enviada mais tarde, cada parte é cobrada quando for enviada.',
      },
      {
        question: 'Cobram taxas extra por pagar noutra moeda?',
        ans: 'Mostramos os preços na sua moeda local e cobramos exatamente o valor apresentado. O seu banco pode acrescentar a sua própria comissão de transação internacional se o cartão estiver noutra moeda; informe-se junto do banco sobre as tarifas.',
      },
      {
        question: 'Como uso um cartão-oferta ou um código promocional?',
        ans: 'Introduza o código no campo «Cartão-oferta ou código promocional» do checkout e clique em Aplicar. O desconto aparece no resumo da encomenda antes de pagar. Só é possível usar um código promocional por encomenda, mas pode combiná-lo com um cartão-oferta.',
      },
    ],
  },
  delivery: {
    title: 'Entrega',
    subtitle: 'Prazos, custos e destinos de envio',
    qandA: [
      {
        question: 'Quanto tempo demora a entrega?',
        ans: 'A entrega normal demora 3 a 5 dias úteis e a entrega expresso 1 a 2 dias úteis. As encomendas feitas antes das 14h de um dia útil saem do nosso armazém no mesmo dia.',
      },
      {
        question: 'Quanto custa o envio?',
        ans: 'O envio normal é gratuito em encomendas acima de 50 $ e custa 4,99 $ nas restantes. O envio expresso custa 9,99 $, seja qual for o valor da encomenda. O preço exato aparece no checkout, antes de pagar.',
      },
      {
        question: 'Enviam para o estrangeiro?',
        ans: 'Enviamos para mais de 40 países. Os direitos aduaneiros e impostos de importação estão incluídos no preço para entregas na UE e no Reino Unido; noutros destinos, a transportadora pode cobrá-los na entrega.',
      },
      {
        question: 'O que acontece se eu não estiver em casa quando a encomenda chegar?',
        ans: 'A transportadora deixa um aviso ou envia uma mensagem com opções: uma segunda tentativa de entrega, a entrega a um vizinho ou o levantamento num ponto de recolha próximo. As encomendas não levantadas em 14 dias regressam até nós e são reembolsadas.',
      },
      {
        question: 'Posso cancelar uma encomenda que já foi enviada?',
        ans: 'Depois de sair do armazém, uma encomenda já não pode ser travada. Recuse a entrega ou devolva a encomenda quando chegar, e reembolsamos assim que estiver de volta connosco.',
      },
    ],
  },
  cancellationReturn: {
    title: 'Cancelamento e devolução',
    subtitle: 'Mudar de ideias, devoluções e reembolsos',
    qandA: [
      {
        question: 'Como cancelo a minha encomenda?',
        ans: 'Vá a As minhas encomendas, abra a encomenda e escolha «Cancelar encomenda». Pode cancelar até a encomenda ser embalada, normalmente na primeira hora depois de a fazer. O seu banco liberta o valor reservado em poucos dias.',
      },
      {
        question: 'Qual é a vossa política de devoluções?',
        ans: 'Pode devolver a maioria dos artigos no prazo de 30 dias após a entrega, sem uso e na embalagem original. Artigos personalizados, software aberto e produtos de higiene não podem ser devolvidos, a menos que tenham defeito.',
      },
      {
        question: 'Como devolvo um artigo?',
        ans: 'Abra a encomenda em As minhas encomendas, escolha «Devolver artigos», selecione os artigos e o motivo e imprima a etiqueta pré-paga. Entregue o volume em qualquer posto dos correios ou ponto de recolha da transportadora indicada na etiqueta.',
      },
      {
        question: 'Quando recebo o meu reembolso?',
        ans: 'Reembolsamos no prazo de 5 dias úteis após recebermos a devolução, para o método de pagamento que usou. Consoante o banco, o dinheiro chega à sua conta 3 a 10 dias depois.',
      },
      {
        question: 'Posso trocar um artigo por outro tamanho ou cor?',
        ans: 'Sim. Escolha «Trocar» em vez de «Devolver» quando iniciar a devolução e selecione o tamanho ou a cor que pretende. Enviamos o novo artigo assim que estiver em stock, com entrega normal gratuita.',
      },
      {
        question: 'Quem paga o envio da devolução?',
        ans: 'As devoluções são gratuitas nos primeiros 30 dias para encomendas enviadas para os nossos principais países de entrega. Para os restantes países, o custo da etiqueta é descontado do reembolso.',
      },
      {
        question: 'E se o meu artigo chegar danificado ou com defeito?',
        ans: 'Lamentamos! Envie-nos uma fotografia do dano a partir de As minhas encomendas no prazo de 14 dias após a entrega. Substituímos o artigo ou reembolsamo-lo na totalidade, incluindo o envio, e não paga nada pela devolução.',
      },
    ],
  },
  myOrders: {
    title: 'As minhas encomendas',
    subtitle: 'Acompanhar e gerir as suas encomendas',
    qandA: [
      {
        question: 'Como acompanho a minha encomenda?',
        ans: 'Assim que a encomenda é enviada, enviamos-lhe um e-mail com uma ligação de seguimento. Também pode acompanhar cada volume em As minhas encomendas, onde cada encomenda mostra o seu estado e a última atualização da transportadora.',
      },
      {
        question: 'Onde vejo o histórico das minhas encomendas?',
        ans: 'Inicie sessão e abra As minhas encomendas: aí estão todas as encomendas feitas com a sua conta, da mais recente para a mais antiga, com a fatura para descarregar.',
      },
      {
        question: 'Posso acrescentar artigos a uma encomenda já feita?',
        ans: 'Uma encomenda não pode ser alterada depois de feita, para poder sair do armazém depressa. Faça uma segunda encomenda com os artigos extra; se ambas forem feitas no mesmo dia, enviamo-las juntas sempre que possível.',
      },
      {
        question: 'Porque é que a minha encomenda continua pendente?',
        ans: 'Uma encomenda fica pendente enquanto esperamos pela confirmação do pagamento, normalmente alguns minutos. As transferências bancárias demoram 1 a 3 dias úteis. Se uma encomenda estiver pendente há mais tempo, contacte-nos e vamos verificar.',
      },
      {
        question: 'Recebi o artigo errado. O que devo fazer?',
        ans: 'Comunique-o em As minhas encomendas com uma fotografia do artigo e da etiqueta. Enviamos-lhe de imediato o artigo certo e uma etiqueta pré-paga para devolver o errado.',
      },
    ],
  },
  productServices: {
    title: 'Produtos e serviços',
    subtitle: 'Garantia, stock e serviços adicionais',
    qandA: [
      {
        question: 'Os vossos produtos têm garantia?',
        ans: 'Todos os produtos têm pelo menos dois anos de garantia do fabricante. As condições da garantia e como acioná-la estão na documentação do produto e na respetiva página.',
      },
      {
        question: 'Como sei se um produto está em stock?',
        ans: 'A página do produto mostra o stock para o seu país de entrega. Quando um produto está esgotado, clique em «Avisar-me» e enviamos-lhe um e-mail assim que voltar.',
      },
      {
        question: 'Oferecem embrulho para presente?',
        ans: 'Sim, por 3,99 $ por artigo. Assinale «Embrulho para presente» junto ao artigo no carrinho e acrescente uma mensagem, se quiser; os preços não seguem na encomenda.',
      },
      {
        question: 'Posso ter ajuda para instalar o meu produto?',
        ans: 'A nossa equipa de apoio pode orientá-lo na instalação por chat ou telefone e, para eletrodomésticos maiores, oferecemos instalação em casa por um preço fixo, que pode reservar no checkout.',
      },
    ],
  },
};
