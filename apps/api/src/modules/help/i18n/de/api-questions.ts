import type { KbCategoryTranslation } from '../types';

export const apiQuestions: KbCategoryTranslation = {
  title: 'Fragen zur API',
  desc: 'Entwickleranwendungen, Schlüssel und Webhooks für alle, die auf der Plattform aufbauen.',
  groups: ['Entwickleranwendungen', 'Authentifizierung', 'Webhooks'],
  questions: {
    'why-was-my-developer-application-rejected': {
      question: 'Warum wurde meine Entwickleranwendung abgelehnt?',
      content:
        '<p>Jede Anwendung, die Zugriff auf Kundendaten verlangt, wird vor der Veröffentlichung geprüft. Die Ablehnungs-E-Mail nennt die Gründe; die häufigsten sind:</p><ul><li>der Link zur Datenschutzerklärung fehlt oder sagt nicht, wie Kundendaten verwendet werden;</li><li>die Anwendung verlangt mehr Berechtigungen (Scopes), als sie braucht;</li><li>Beschreibung oder Screenshots zeigen nicht, was die Anwendung tut;</li><li>die Weiterleitungsadresse verwendet kein HTTPS.</li></ul><p>Beheben Sie die genannten Punkte und klicken Sie dann auf der Seite der Anwendung auf <strong>Erneut einreichen</strong>. Eine zweite Prüfung dauert meist kürzer als die erste.</p>',
    },
    'how-do-i-register-a-developer-application': {
      question: 'Wie registriere ich eine Entwickleranwendung?',
      content:
        '<p>Melden Sie sich im Entwicklerportal an und klicken Sie auf <strong>Neue Anwendung</strong>.</p><ol><li>Geben Sie der Anwendung einen Namen, eine Beschreibung und ein Symbol.</li><li>Tragen Sie die Weiterleitungsadressen ein, die Ihr Anmeldeablauf verwendet.</li><li>Wählen Sie die Scopes, die die Anwendung braucht, und nur diese.</li></ol><p>Sie erhalten sofort eine Client-ID. Mit einem Testkonto können Sie schon vor der Prüfung entwickeln; die Prüfung ist nur für die Veröffentlichung nötig.</p>',
    },
    'how-long-does-application-review-take': {
      question: 'Wie lange dauert die Prüfung einer Anwendung?',
      content:
        '<p>Die meisten Anwendungen werden innerhalb von fünf Werktagen geprüft. Anwendungen mit sensiblen Scopes, etwa für Abrechnung oder personenbezogene Daten, können bis zu zehn Werktage dauern.</p><p>Den Stand der Prüfung sehen Sie auf der Seite der Anwendung; wir schreiben Ihnen, sobald entschieden ist.</p>',
    },
    'how-do-i-get-an-api-key': {
      question: 'Wie bekomme ich einen API-Schlüssel?',
      content:
        '<p>Administratoren legen Schlüssel unter <strong>Einstellungen › API-Schlüssel</strong> an. Jeder Schlüssel hat einen Namen und die Scopes, die er verwenden darf.</p><p>Der Schlüssel wird nur einmal angezeigt, beim Anlegen: Bewahren Sie ihn in Ihrem Secret-Manager auf, nie im Quellcode. Senden Sie ihn im Header <code>Authorization</code> jeder Anfrage mit.</p>',
    },
    'how-do-i-rotate-a-leaked-api-key': {
      question: 'Wie ersetze ich einen kompromittierten API-Schlüssel?',
      content:
        '<p>Handeln Sie sofort: Ein offengelegter Schlüssel gibt seine Scopes jedem, der ihn hat.</p><ol><li>Legen Sie einen neuen Schlüssel mit denselben Scopes an.</li><li>Verteilen Sie ihn an jeden Dienst, der den alten verwendet hat.</li><li>Widerrufen Sie den alten Schlüssel unter <strong>Einstellungen › API-Schlüssel</strong>; Anfragen mit ihm schlagen ab diesem Moment fehl.</li></ol><p>Das Aktivitätsprotokoll des Schlüssels zeigt, welche Adressen ihn verwendet haben, damit Sie Missbrauch erkennen können.</p>',
    },
    'what-are-the-api-rate-limits': {
      question: 'Welche Ratenlimits gelten für die API?',
      content:
        '<p>Jeder Schlüssel darf 100 Anfragen pro 10 Sekunden und 250.000 pro Tag stellen. Jede Antwort trägt Header mit dem Limit, dem Rest und dem Zeitpunkt des Zurücksetzens.</p><p>Eine Anfrage über dem Limit erhält den Status 429; warten Sie die Sekunden aus ihrem Header <code>Retry-After</code> ab, bevor Sie es erneut versuchen.</p>',
    },
    'how-do-i-verify-a-webhook-signature': {
      question: 'Wie prüfe ich die Signatur eines Webhooks?',
      content:
        '<p>Jede Webhook-Anfrage trägt einen Signatur-Header: einen HMAC-SHA256 über den unveränderten Anfragetext, gebildet mit dem Geheimnis Ihres Webhooks.</p><ol><li>Berechnen Sie denselben HMAC über den Text genau so, wie er ankam, bevor Sie ihn parsen.</li><li>Vergleichen Sie ihn in konstanter Zeit mit dem Header.</li><li>Weisen Sie Anfragen zurück, deren Zeitstempel-Header älter als fünf Minuten ist.</li></ol>',
    },
    'what-happens-when-my-webhook-endpoint-is-down': {
      question: 'Was passiert, wenn mein Webhook-Endpunkt nicht erreichbar ist?',
      content:
        '<p>Eine Zustellung, die nicht innerhalb von zehn Sekunden eine 2xx-Antwort erhält, wird mit wachsenden Abständen bis zu drei Tage lang wiederholt. Zustellungen können daher verspätet und in anderer Reihenfolge ankommen: Verwenden Sie den Zeitstempel des Ereignisses, nicht die Ankunftszeit.</p><p>Nach drei Tagen mit Fehlern wird der Webhook abgeschaltet, und die Administratoren erhalten eine E-Mail.</p>',
    },
  },
};
