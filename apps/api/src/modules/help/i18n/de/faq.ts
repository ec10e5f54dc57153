import type { HelpTranslation } from '../types';

export const faq: HelpTranslation['faq'] = {
  payment: {
    title: 'Zahlung',
    subtitle: 'Bezahlen Ihrer Bestellung, Belastungen und Gutscheine',
    qandA: [
      {
        question: 'Welche Zahlungsarten akzeptieren Sie?',
        ans: 'Wir akzeptieren Kredit- und Debitkarten von Visa, Mastercard und American Express, PayPal, Apple Pay und Google Pay. In einigen Ländern können Sie auch per Banküberweisung bezahlen; welche Möglichkeiten Ihnen offenstehen, sehen Sie an der Kasse.',
      },
      {
        question: 'Ist es sicher, auf Ihrer Website mit Karte zu bezahlen?',
        ans: 'Ja. Jede Seite der Kasse wird über eine verschlüsselte Verbindung ausgeliefert, und Ihre Kartendaten gehen direkt an unseren Zahlungsdienstleister, der nach dem PCI-DSS-Standard zertifiziert ist. Wir sehen oder speichern Ihre vollständige Kartennummer nie.',
      },
      {
        question: 'Warum wurde meine Zahlung abgelehnt?',
        ans: 'Die meisten Ablehnungen kommen von der Bank: eine Rechnungsadresse, die nicht zur Karte passt, eine abgelaufene Karte, ein Tageslimit oder eine Sicherheitsprüfung. Prüfen Sie Ihre Angaben und versuchen Sie es erneut, oder wenden Sie sich an Ihre Bank. Ihre Bestellung wird 24 Stunden lang für einen neuen Versuch aufbewahrt.',
      },
      {
        question: 'Kann ich in Raten zahlen?',
        ans: 'Bei Bestellungen über 100 $ können Sie den Betrag über unseren Finanzierungspartner in drei zinsfreie Monatsraten aufteilen. Wählen Sie an der Kasse „In 3 Raten zahlen“; die Zusage dauert wenige Sekunden und wirkt sich nicht auf Ihre Bonität aus.',
      },
      {
        question: 'Wann wird meine Karte belastet?',
        ans: 'Wir reservieren den Betrag, wenn Sie die Bestellung aufgeben, und buchen ihn ab, wenn die Bestellung unser Lager verlässt. Wird ein Teil der Bestellung später versandt, wird jeder Teil bei seinem Versand belastet.',
      },
      {
        question: 'Berechnen Sie Gebühren, wenn ich in einer anderen Währung bezahle?',
        ans: 'Wir zeigen die Preise in Ihrer Landeswährung und buchen genau den angezeigten Betrag ab. Ist Ihre Karte in einer anderen Währung, kann Ihre Bank eigene Auslandseinsatzgebühren berechnen; fragen Sie Ihre Bank nach ihren Konditionen.',
      },
      {
        question: 'Wie löse ich eine Geschenkkarte oder einen Gutscheincode ein?',
        ans: 'Geben Sie den Code an der Kasse in das Feld „Geschenkkarte oder Gutscheincode“ ein und klicken Sie auf Einlösen. Der Rabatt erscheint vor dem Bezahlen in der Bestellübersicht. Pro Bestellung ist nur ein Gutscheincode möglich, er lässt sich aber mit einer Geschenkkarte kombinieren.',
      },
    ],
  },
  delivery: {
    title: 'Lieferung',
    subtitle: 'Lieferzeiten, Versandkosten und Lieferländer',
    qandA: [
      {
        question: 'Wie lange dauert die Lieferung?',
        ans: 'Die Standardlieferung dauert 3 bis 5 Werktage, die Expresslieferung 1 bis 2 Werktage. Bestellungen, die an einem Werktag vor 14 Uhr eingehen, verlassen unser Lager noch am selben Tag.',
      },
      {
        question: 'Wie viel kostet der Versand?',
        ans: 'Der Standardversand ist ab einem Bestellwert von 50 $ kostenlos und kostet sonst 4,99 $. Der Expressversand kostet unabhängig vom Bestellwert 9,99 $. Den genauen Preis sehen Sie an der Kasse, bevor Sie bezahlen.',
      },
      {
        question: 'Liefern Sie auch ins Ausland?',
        ans: 'Wir liefern in über 40 Länder. Bei Lieferungen in die EU und nach Großbritannien sind Zölle und Einfuhrsteuern im Preis enthalten; anderswo kann der Zusteller sie bei der Lieferung erheben.',
      },
      {
        question: 'Was passiert, wenn ich bei der Zustellung nicht zu Hause bin?',
        ans: 'Der Zusteller hinterlässt eine Benachrichtigung oder schickt eine Nachricht mit Möglichkeiten: ein zweiter Zustellversuch, die Abgabe bei einem Nachbarn oder die Abholung an einer nahen Abholstelle. Pakete, die nicht innerhalb von 14 Tagen abgeholt werden, gehen an uns zurück und werden erstattet.',
      },
      {
        question: 'Kann ich eine bereits versandte Bestellung stornieren?',
        ans: 'Hat ein Paket das Lager verlassen, lässt es sich nicht mehr aufhalten. Verweigern Sie die Annahme oder senden Sie das Paket nach Erhalt zurück; wir erstatten Ihnen den Betrag, sobald es wieder bei uns ist.',
      },
    ],
  },
  cancellationReturn: {
    title: 'Stornierung & Rückgabe',
    subtitle: 'Meinung geändert, Rücksendungen und Erstattungen',
    qandA: [
      {
        question: 'Wie storniere ich meine Bestellung?',
        ans: 'Öffnen Sie Meine Bestellungen, wählen Sie die Bestellung und dann „Bestellung stornieren“. Stornieren können Sie, bis die Bestellung verpackt ist, meist innerhalb einer Stunde nach der Bestellung. Ihre Bank gibt den reservierten Betrag innerhalb weniger Tage frei.',
      },
      {
        question: 'Wie lauten Ihre Rückgabebedingungen?',
        ans: 'Die meisten Artikel können Sie innerhalb von 30 Tagen nach der Lieferung unbenutzt und in der Originalverpackung zurückgeben. Personalisierte Artikel, geöffnete Software und Hygieneartikel sind von der Rückgabe ausgeschlossen, sofern sie nicht defekt sind.',
      },
      {
        question: 'Wie sende ich einen Artikel zurück?',
        ans: 'Öffnen Sie die Bestellung unter Meine Bestellungen, wählen Sie „Artikel zurücksenden“, markieren Sie die Artikel und den Grund und drucken Sie das vorfrankierte Etikett aus. Geben Sie das Paket in einer beliebigen Filiale oder Abholstelle des auf dem Etikett genannten Versanddienstes ab.',
      },
      {
        question: 'Wann erhalte ich meine Erstattung?',
        ans: 'Wir erstatten den Betrag innerhalb von 5 Werktagen nach Eingang Ihrer Rücksendung auf die Zahlungsart, die Sie verwendet haben. Je nach Bank ist das Geld 3 bis 10 Tage später auf Ihrem Konto.',
      },
      {
        question: 'Kann ich einen Artikel gegen eine andere Größe oder Farbe umtauschen?',
        ans: 'Ja. Wählen Sie beim Start der Rücksendung „Umtauschen“ statt „Zurücksenden“ und geben Sie die gewünschte Größe oder Farbe an. Wir versenden den neuen Artikel, sobald er vorrätig ist, mit kostenloser Standardlieferung.',
      },
      {
        question: 'Wer trägt die Kosten für die Rücksendung?',
        ans: 'In den ersten 30 Tagen sind Rücksendungen für Bestellungen in unsere wichtigsten Lieferländer kostenlos. Bei anderen Ländern werden die Kosten des Etiketts von Ihrer Erstattung abgezogen.',
      },
      {
        question: 'Was ist, wenn mein Artikel beschädigt oder defekt ankommt?',
        ans: 'Das tut uns leid! Schicken Sie uns innerhalb von 14 Tagen nach der Lieferung über Meine Bestellungen ein Foto des Schadens. Wir ersetzen den Artikel oder erstatten ihn vollständig einschließlich Versand, und die Rücksendung kostet Sie nichts.',
      },
    ],
  },
  myOrders: {
    title: 'Meine Bestellungen',
    subtitle: 'Bestellungen verfolgen und verwalten',
    qandA: [
      {
        question: 'Wie verfolge ich meine Bestellung?',
        ans: 'Sobald Ihre Bestellung versandt ist, schicken wir Ihnen eine E-Mail mit einem Sendungsverfolgungslink. Sie können jedes Paket auch unter Meine Bestellungen verfolgen, wo jede Bestellung ihren Status und die letzte Meldung des Zustellers zeigt.',
      },
      {
        question: 'Wo sehe ich meine bisherigen Bestellungen?',
        ans: 'Melden Sie sich an und öffnen Sie Meine Bestellungen: Dort stehen alle Bestellungen Ihres Kontos, die neueste zuerst, jeweils mit ihrer Rechnung zum Herunterladen.',
      },
      {
        question: 'Kann ich einer bereits aufgegebenen Bestellung Artikel hinzufügen?',
        ans: 'Eine aufgegebene Bestellung lässt sich nicht mehr ändern, damit sie das Lager schnell verlassen kann. Geben Sie für die zusätzlichen Artikel eine zweite Bestellung auf; gehen beide am selben Tag ein, versenden wir sie nach Möglichkeit zusammen.',
      },
      {
        question: 'Warum ist meine Bestellung noch als ausstehend markiert?',
        ans: 'Eine Bestellung bleibt ausstehend, solange wir auf die Bestätigung der Zahlung warten, meist einige Minuten. Banküberweisungen dauern 1 bis 3 Werktage. Ist eine Bestellung länger ausstehend, melden Sie sich bei uns, und wir sehen uns das an.',
      },
      {
        question: 'Ich habe den falschen Artikel erhalten. Was soll ich tun?',
        ans: 'Melden Sie es unter Meine Bestellungen mit einem Foto des Artikels und seines Etiketts. Wir schicken Ihnen sofort den richtigen Artikel und ein vorfrankiertes Etikett, um den falschen zurückzusenden.',
      },
    ],
  },
  productServices: {
    title: 'Produkte & Services',
    subtitle: 'Garantie, Verfügbarkeit und Zusatzleistungen',
    qandA: [
      {
        question: 'Gibt es auf Ihre Produkte eine Garantie?',
        ans: 'Jedes Produkt hat mindestens zwei Jahre Herstellergarantie. Die Garantiebedingungen und wie Sie sie in Anspruch nehmen, finden Sie in der Produktdokumentation und auf der Produktseite.',
      },
      {
        question: 'Woran erkenne ich, ob ein Produkt vorrätig ist?',
        ans: 'Die Produktseite zeigt den Bestand für Ihr Lieferland. Ist ein Produkt ausverkauft, klicken Sie auf „Benachrichtigen“, und wir schreiben Ihnen, sobald es wieder da ist.',
      },
      {
        question: 'Bieten Sie Geschenkverpackung an?',
        ans: 'Ja, für 3,99 $ pro Artikel. Setzen Sie im Warenkorb neben dem Artikel ein Häkchen bei „Geschenkverpackung“ und fügen Sie auf Wunsch eine Nachricht hinzu; die Preise liegen dem Paket nicht bei.',
      },
      {
        question: 'Bekomme ich Hilfe beim Einrichten meines Produkts?',
        ans: 'Unser Support führt Sie per Chat oder Telefon durch die Einrichtung, und für größere Geräte bieten wir eine Installation bei Ihnen zu Hause zum Festpreis an, buchbar an der Kasse.',
      },
    ],
  },
};
