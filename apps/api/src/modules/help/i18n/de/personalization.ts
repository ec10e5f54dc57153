import type { KbCategoryTranslation } from '../types';

export const personalization: KbCategoryTranslation = {
  title: 'Personalisierung',
  desc: 'Seiten und Nachrichten, die sich mit jedem Besucher ändern, auf Basis von Segmenten, die Sie steuern.',
  groups: ['Inhalte', 'Segmente', 'Datenschutz'],
  questions: {
    'how-do-i-show-different-content-to-different-visitors': {
      question: 'Wie zeige ich verschiedenen Besuchern unterschiedliche Inhalte?',
      content:
        '<p>Markieren Sie einen Abschnitt einer Seite oder E-Mail und wählen Sie <strong>Personalisieren</strong>. Fügen Sie eine Version pro Segment hinzu und eine Standardversion für alle anderen.</p><p>Passen mehrere Segmente zu einem Besucher, gewinnt die erste Version der Liste: Setzen Sie die spezifischste nach oben.</p>',
    },
    'can-i-use-a-contacts-first-name-on-a-page': {
      question: 'Kann ich den Vornamen eines Kontakts auf einer Seite verwenden?',
      content:
        '<p>Ja, mit einem Personalisierungs-Token wie <code>{{contact.firstname}}</code>. Geben Sie immer einen Ersatzwert an, zum Beispiel „zusammen“, für Besucher, die wir noch nicht kennen.</p><p>Tokens werden auf unseren Servern ausgefüllt, daher legt die Seite nie Daten anderer Kontakte offen.</p>',
    },
    'how-do-i-build-a-segment': {
      question: 'Wie erstelle ich ein Segment?',
      content:
        '<p>Öffnen Sie <strong>Kontakte › Segmente</strong> und klicken Sie auf <strong>Neues Segment</strong>. Kombinieren Sie Regeln zu:</p><ul><li>Kontaktfeldern, etwa Land oder Branche;</li><li>Verhalten, etwa in den letzten 30 Tagen angesehenen Seiten;</li><li>der Zugehörigkeit zu Listen und Kampagnen.</li></ul><p>Die Zahl der passenden Kontakte aktualisiert sich, während Sie die Regeln bearbeiten.</p>',
    },
    'how-often-are-segments-updated': {
      question: 'Wie oft werden Segmente aktualisiert?',
      content:
        '<p>Segmente auf Basis von Kontaktfeldern aktualisieren sich innerhalb einer Minute nach einer Änderung. Segmente auf Basis von Verhalten über einen Zeitraum, etwa „diese Woche zweimal besucht“, werden stündlich neu berechnet.</p>',
    },
    'do-visitors-have-to-consent-to-personalization': {
      question: 'Müssen Besucher der Personalisierung zustimmen?',
      content:
        '<p>In vielen Ländern ja: Personalisierung auf Basis von Tracking braucht die Einwilligung des Besuchers. Binden Sie Ihr Cookie-Banner unter <strong>Einstellungen › Datenschutz</strong> an.</p><p>Besucher, die ablehnen, sehen die Standardversion jedes personalisierten Abschnitts, und für sie wird kein Verhalten aufgezeichnet.</p>',
    },
    'how-do-i-delete-a-visitors-data': {
      question: 'Wie lösche ich die Daten eines Besuchers?',
      content:
        '<p>Öffnen Sie den Kontakt und wählen Sie <strong>Endgültig löschen</strong>. Seine Felder, seine Aktivität und seine Segmentzugehörigkeiten werden innerhalb von 24 Stunden gelöscht, und er kommt auf eine Sperrliste, damit ihn kein Import neu anlegt.</p><p>Löschanfragen über die API werden genauso behandelt.</p>',
    },
  },
};
