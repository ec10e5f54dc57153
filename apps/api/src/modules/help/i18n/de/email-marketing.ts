import type { KbCategoryTranslation } from '../types';

export const emailMarketing: KbCategoryTranslation = {
  title: 'E-Mail-Marketing',
  desc: 'Newsletter, die im Posteingang landen, Listen, die sauber bleiben, und Versand zur richtigen Zeit für Ihre Leser.',
  groups: ['Versand', 'Zustellbarkeit', 'Listen & Abmeldungen'],
  questions: {
    'how-do-i-schedule-a-newsletter': {
      question: 'Wie plane ich einen Newsletter?',
      content:
        '<p>Wenn der Newsletter fertig ist, klicken Sie auf <strong>Senden</strong> und wählen Sie <strong>Planen</strong>. Wählen Sie Datum und Uhrzeit in der Zeitzone Ihres Kontos, oder lassen Sie jeden Kontakt ihn zur selben Ortszeit erhalten.</p><p>Ein geplanter Newsletter kann bearbeitet oder aus der Planung genommen werden, bis der Versand beginnt.</p>',
    },
    'can-i-send-a-test-email-before-a-campaign': {
      question: 'Kann ich vor einer Kampagne eine Test-E-Mail senden?',
      content:
        '<p>Ja. Klicken Sie im Editor auf <strong>Test senden</strong> und geben Sie bis zu fünf Adressen ein. Tests zeigen die Personalisierung eines Kontakts Ihrer Wahl, damit Sie Tokens und Ersatzwerte prüfen können.</p><p>Testsendungen tragen [Test] im Betreff und zählen nicht in den Berichten.</p>',
    },
    'what-is-the-best-time-to-send': {
      question: 'Wann ist der beste Zeitpunkt zum Senden?',
      content:
        '<p>Das hängt von Ihren Lesern ab. Sehen Sie sich den Bericht <strong>Interaktion nach Uhrzeit</strong> Ihrer bisherigen Sendungen an und testen Sie dann zwei Sendezeiten an je einer Hälfte Ihrer Liste.</p><p>Als Ausgangspunkt: Geschäftskunden öffnen am häufigsten an Werktagen vormittags, Privatkunden abends und am Wochenende.</p>',
    },
    'why-are-my-emails-going-to-spam': {
      question: 'Warum landen meine E-Mails im Spam?',
      content:
        '<p>Postfachanbieter beurteilen den Absender, die Liste und die Nachricht. Prüfen Sie der Reihe nach:</p><ol><li>Ihre Domain ist mit SPF, DKIM und DMARC authentifiziert.</li><li>Ihre Liste enthält nur Personen, die von Ihnen hören wollten, und unzustellbare Adressen werden entfernt.</li><li>Die Nachricht hat einen klaren Absendernamen, einen echten Betreff und ein ausgewogenes Verhältnis von Text und Bildern.</li></ol><p>Der Zustellbarkeitsbericht zeigt Ihre Bounce- und Beschwerderaten; halten Sie Beschwerden unter 0,1 %.</p>',
    },
    'how-do-i-set-up-spf-dkim-and-dmarc': {
      question: 'Wie richte ich SPF, DKIM und DMARC ein?',
      content:
        '<p>Öffnen Sie <strong>Einstellungen › Versanddomains</strong> und fügen Sie Ihre Domain hinzu. Wir zeigen die anzulegenden DNS-Einträge:</p><ul><li>einen SPF-Eintrag, der unseren Servern erlaubt, für Sie zu senden;</li><li>zwei DKIM-Einträge, die jede Nachricht signieren;</li><li>einen DMARC-Eintrag, der Anbietern sagt, was mit Mails geschehen soll, die die Prüfungen nicht bestehen.</li></ul><p>Legen Sie sie bei Ihrem DNS-Anbieter an und klicken Sie dann auf <strong>Prüfen</strong>. Änderungen können einige Stunden brauchen, bis sie sich verbreitet haben.</p>',
    },
    'how-do-unsubscribes-work': {
      question: 'Wie funktionieren Abmeldungen?',
      content:
        '<p>Jede Marketing-E-Mail enthält einen Abmeldelink und einen Header für die Abmeldung mit einem Klick. Ein Kontakt, der eines davon nutzt, erhält sofort keine Marketing-E-Mails mehr, aus keiner Liste.</p><p>Transaktions-E-Mails wie Quittungen werden weiterhin gesendet.</p>',
    },
    'can-i-import-a-purchased-list': {
      question: 'Kann ich eine gekaufte Liste importieren?',
      content:
        '<p>Nein. Gekaufte und gemietete Listen verstoßen gegen unsere Bedingungen: Die Personen darauf haben nie zugestimmt, von Ihnen zu hören, und Sendungen an sie schaden Ihrem Ruf und dem aller, die unsere Server mit Ihnen teilen.</p><p>Lassen Sie Ihre Liste stattdessen mit Anmeldeformularen, Veranstaltungen und Inhalten wachsen, die Menschen wirklich wollen.</p>',
    },
  },
};
