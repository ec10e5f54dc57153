import type { FaqCategory, FaqCategoryKey, FaqReply } from '@beacon/contract/help';
import type { HelpTranslation } from './i18n/types';

// The help centre of an online shop (five categories, 7/5/7/5/4 = 28 questions), in our own
// texts. Searching "cancel" finds exactly one question in Delivery and one in Cancellation
// & Return (the search example the tests use): keep the word out of every other question.

export const faqCategories: Record<FaqCategoryKey, FaqCategory> = {
  payment: {
    icon: 'CreditCard',
    title: 'Payment',
    subtitle: 'Paying for your order, charges and vouchers',
    qandA: [
      {
        question: 'Which payment methods do you accept?',
        ans: 'We accept Visa, Mastercard and American Express credit and debit cards, PayPal, Apple Pay and Google Pay. In some countries you can also pay by bank transfer; the options available to you are listed at checkout.',
      },
      {
        question: 'Is it safe to pay with my card on your site?',
        ans: 'Yes. Every page of the checkout is served over an encrypted connection and your card details go straight to our payment provider, who is certified to the PCI DSS standard. We never see or store your full card number.',
      },
      {
        question: 'Why was my payment declined?',
        ans: 'Most declines come from the bank: a billing address that does not match the card, an expired card, a daily spending limit or a security check. Check the details you entered, then try again or contact your bank. Your order is kept for 24 hours while you retry.',
      },
      {
        question: 'Can I pay in instalments?',
        ans: 'For orders over $100 you can split the amount into three interest-free monthly payments with our financing partner. Choose "Pay in 3" at checkout; approval takes a few seconds and does not affect your credit score.',
      },
      {
        question: 'When will my card be charged?',
        ans: 'We reserve the amount when you place the order and take the payment when the order leaves our warehouse. If part of an order ships later, each part is charged when it ships.',
      },
      {
        question: 'Do you charge extra fees for paying in another currency?',
        ans: 'We show prices in your local currency and charge exactly the amount shown. Your bank may add its own foreign-transaction fee if your card is in a different currency; ask your bank about its rates.',
      },
      {
        question: 'How do I use a gift card or promo code?',
        ans: 'Enter the code in the "Gift card or promo code" field of the checkout and press Apply. The discount appears in the order summary before you pay. Only one promo code can be used per order, but it can be combined with a gift card.',
      },
    ],
  },
  delivery: {
    icon: 'ShoppingBag',
    title: 'Delivery',
    subtitle: 'Shipping times, costs and destinations',
    qandA: [
      {
        question: 'How long does delivery take?',
        ans: 'Standard delivery takes 3 to 5 working days and express delivery 1 to 2 working days. Orders placed before 2 pm on a working day leave our warehouse the same day.',
      },
      {
        question: 'How much does shipping cost?',
        ans: 'Standard shipping is free on orders over $50 and costs $4.99 otherwise. Express shipping costs $9.99 whatever the order value. The exact price is shown at checkout before you pay.',
      },
      {
        question: 'Do you ship internationally?',
        ans: 'We ship to more than 40 countries. Duties and import taxes are included in the price for EU and UK deliveries; elsewhere they may be collected by the carrier on delivery.',
      },
      {
        question: 'What happens if I am not at home when my parcel arrives?',
        ans: 'The carrier leaves a card or sends a message with options: a second delivery attempt, delivery to a neighbour or collection from a nearby pickup point. Parcels not collected within 14 days come back to us and are refunded.',
      },
      {
        question: 'Can I cancel an order that has already shipped?',
        ans: 'Once a parcel has left the warehouse it can no longer be stopped. Refuse the delivery or return the parcel when it arrives, and we will refund you as soon as it is back with us.',
      },
    ],
  },
  cancellationReturn: {
    icon: 'RefreshCw',
    title: 'Cancellation & Return',
    subtitle: 'Changing your mind, returns and refunds',
    qandA: [
      {
        question: 'How do I cancel my order?',
        ans: 'Go to My Orders, open the order and choose "Cancel order". You can cancel until the order is packed, usually within an hour of placing it. The reserved amount is released by your bank within a few days.',
      },
      {
        question: 'What is your return policy?',
        ans: 'You can return most items within 30 days of delivery, unused and in their original packaging. Personalised items, opened software and hygiene products cannot be returned unless they are faulty.',
      },
      {
        question: 'How do I return an item?',
        ans: 'Open the order in My Orders, choose "Return items", select the items and the reason, then print the prepaid label. Drop the parcel at any post office or pickup point of the carrier named on the label.',
      },
      {
        question: 'When will I get my refund?',
        ans: 'We refund you within 5 working days of receiving your return, to the payment method you used. Depending on your bank, the money reaches your account 3 to 10 days later.',
      },
      {
        question: 'Can I exchange an item for another size or colour?',
        ans: 'Yes. Choose "Exchange" instead of "Return" when you start the return and pick the size or colour you want. We ship the new item as soon as it is in stock, with free standard delivery.',
      },
      {
        question: 'Who pays for return shipping?',
        ans: 'Returns are free within the first 30 days for orders shipped to our main delivery countries. For other countries the cost of the label is deducted from your refund.',
      },
      {
        question: 'What if my item arrives damaged or faulty?',
        ans: 'We are sorry! Send us a photo of the damage from My Orders within 14 days of delivery. We replace the item or refund it in full, including the shipping, and you do not need to pay for the return.',
      },
    ],
  },
  myOrders: {
    icon: 'Package',
    title: 'My Orders',
    subtitle: 'Tracking and managing your orders',
    qandA: [
      {
        question: 'How do I track my order?',
        ans: 'As soon as your order ships we send you an e-mail with a tracking link. You can also follow every parcel from My Orders, where each order shows its status and the carrier’s latest update.',
      },
      {
        question: 'Where can I see my order history?',
        ans: 'Sign in and open My Orders: it lists every order placed with your account, newest first, with its invoice to download.',
      },
      {
        question: 'Can I add items to an order I have already placed?',
        ans: 'An order cannot be changed once it is placed, so that it can leave the warehouse quickly. Place a second order for the extra items; if both are placed on the same day we ship them together where we can.',
      },
      {
        question: 'Why is my order still marked as pending?',
        ans: 'An order stays pending while we wait for the payment to be confirmed, usually a few minutes. Bank transfers take 1 to 3 working days. If an order has been pending for longer, contact us and we will look into it.',
      },
      {
        question: 'I received the wrong item. What should I do?',
        ans: 'Report it from My Orders with a photo of the item and its label. We send you the right item straight away and a prepaid label to return the wrong one.',
      },
    ],
  },
  productServices: {
    icon: 'Settings',
    title: 'Product & Services',
    subtitle: 'Warranty, stock and extra services',
    qandA: [
      {
        question: 'Do your products come with a warranty?',
        ans: 'Every product comes with at least a two-year manufacturer’s warranty. The warranty terms and how to claim are in the product’s documentation and on its product page.',
      },
      {
        question: 'How do I know if a product is in stock?',
        ans: 'The product page shows the stock for your delivery country. When a product is out of stock, press "Notify me" and we will e-mail you the moment it is back.',
      },
      {
        question: 'Do you offer gift wrapping?',
        ans: 'Yes, for $3.99 per item. Tick "Gift wrap" next to the item in your cart and add a message if you like; the prices are left out of the parcel.',
      },
      {
        question: 'Can I get help setting up my product?',
        ans: 'Our support team can walk you through the setup by chat or phone, and for larger appliances we offer installation at home for a fixed fee, bookable at checkout.',
      },
    ],
  },
};

/** A category in a translation's words; a question it lacks stays in English. */
function translated(key: FaqCategoryKey, translation: HelpTranslation | null): FaqCategory {
  const english = faqCategories[key];
  const words = translation?.faq[key];
  if (!words) return english;
  return {
    ...english,
    title: words.title,
    subtitle: words.subtitle,
    qandA: english.qandA.map((entry, index) => words.qandA[index] ?? entry),
  };
}

/**
 * The five categories, each with only the questions whose text holds `q` (any case), in the
 * translation's words (null: English); `q` '' keeps all. The search reads what the caller reads.
 */
export function searchFaq(q: string, translation: HelpTranslation | null = null): FaqReply {
  const needle = q.toLowerCase();
  const matches = (key: FaqCategoryKey): FaqCategory => {
    const category = translated(key, translation);
    return {
      ...category,
      qandA: category.qandA.filter((entry) => entry.question.toLowerCase().includes(needle)),
    };
  };
  return {
    payment: matches('payment'),
    delivery: matches('delivery'),
    cancellationReturn: matches('cancellationReturn'),
    myOrders: matches('myOrders'),
    productServices: matches('productServices'),
  };
}
