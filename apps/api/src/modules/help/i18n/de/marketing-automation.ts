import type { KbCategoryTranslation } from '../types';

export const marketingAutomation: KbCategoryTranslation = {
  title: 'Marketing-Automatisierung',
  desc: 'Kampagnen, die von selbst starten, die richtige Botschaft zur richtigen Zeit und bewertete Leads für den Vertrieb.',
  groups: ['Kampagnen', 'Auslöser & Bedingungen', 'Lead-Scoring'],
  questions: {
    'how-do-i-build-a-multi-step-campaign': {
      question: 'Wie baue ich eine mehrstufige Kampagne auf?',
      content:
        '<p>Öffnen Sie <strong>Marketing › Kampagnen</strong> und klicken Sie auf <strong>Neue Kampagne</strong>. Der Editor zeigt die Kampagne als Ablauf von oben nach unten.</p><ol><li>Legen Sie fest, wie Kontakte hineinkommen: über ein Formular, eine Liste oder ein Ereignis auf Ihrer Website.</li><li>Fügen Sie Schritte hinzu: E-Mails, Wartezeiten, Bedingungen, die den Ablauf verzweigen, und Änderungen an Kontaktfeldern.</li><li>Setzen Sie ein Ziel, etwa einen Kauf, das Kontakte aus der Kampagne nimmt, sobald sie es erreichen.</li></ol><p>Klicken Sie auf <strong>Starten</strong>, wenn der Ablauf fertig ist; die Zahlen jedes Schritts können Sie verfolgen, während die Kontakte ihn durchlaufen.</p>',
    },
    'can-i-pause-a-running-campaign': {
      question: 'Kann ich eine laufende Kampagne pausieren?',
      content:
        '<p>Ja. Klicken Sie oben in der Kampagne auf <strong>Pausieren</strong>. Die Kontakte bleiben, wo sie sind, und kein weiterer Schritt läuft, bis Sie fortsetzen.</p><p>Beim Fortsetzen laufen Wartezeiten, die während der Pause abgelaufen sind, sofort weiter. War die Pause lang, prüfen Sie vor dem Fortsetzen, ob die nächsten E-Mails noch passen.</p>',
    },
    'how-are-contacts-enrolled-in-a-campaign': {
      question: 'Wie werden Kontakte in eine Kampagne aufgenommen?',
      content:
        '<p>Ein Kontakt kommt in eine Kampagne, wenn er die von Ihnen festgelegte Eintrittsregel erfüllt:</p><ul><li>er sendet ein bestimmtes Formular ab;</li><li>er wird einer Liste hinzugefügt;</li><li>er tut etwas auf Ihrer Website, etwa die Preisseite besuchen;</li><li>Sie fügen ihn in seinem Profil von Hand hinzu.</li></ul><p>Kontakte, die sich von Marketing-E-Mails abgemeldet haben, werden nie aufgenommen.</p>',
    },
    'which-events-can-start-an-automation': {
      question: 'Welche Ereignisse können eine Automatisierung starten?',
      content:
        '<p>Eine Automatisierung kann starten, wenn ein Kontakt:</p><ul><li>angelegt wird oder ein Feld ändert, etwa seine Lebenszyklusphase;</li><li>eine E-Mail öffnet oder darin klickt;</li><li>eine Seite ansieht oder ein Formular absendet;</li><li>etwas kauft, sofern Ihr Shop angebunden ist.</li></ul><p>Sie können Automatisierungen auch zu einem Datum starten, zum Beispiel einem Verlängerungsdatum oder einem Geburtstag.</p>',
    },
    'how-do-i-stop-contacts-entering-a-campaign-twice': {
      question: 'Wie verhindere ich, dass Kontakte zweimal in eine Kampagne kommen?',
      content:
        '<p>Öffnen Sie die Einstellungen der Kampagne und schalten Sie <strong>Erneute Aufnahme erlauben</strong> aus. Ein Kontakt, der die Kampagne einmal durchlaufen hat, wird dann übersprungen, selbst wenn er die Eintrittsregel erneut erfüllt.</p><p>Um auch Personen aus einer anderen Kampagne auszuschließen, fügen Sie dem Eintrittsschritt eine Bedingung hinzu: „ist nicht in Kampagne …“.</p>',
    },
    'how-does-lead-scoring-work': {
      question: 'Wie funktioniert Lead-Scoring?',
      content:
        '<p>Jeder Kontakt hat eine Punktzahl aus Punkten, die Sie dafür vergeben, wer er ist und was er tut.</p><ul><li><strong>Eignung</strong>: Position, Unternehmensgröße, Land.</li><li><strong>Engagement</strong>: geöffnete E-Mails, besuchte Seiten, abgesendete Formulare.</li></ul><p>Engagement-Punkte verblassen mit der Zeit, damit ein Kontakt, der letztes Jahr aktiv war, nicht vor einem liegt, der heute aktiv ist.</p>',
    },
    'how-do-i-hand-a-qualified-lead-to-sales': {
      question: 'Wie übergebe ich einen qualifizierten Lead an den Vertrieb?',
      content:
        '<p>Vereinbaren Sie mit Ihrem Vertriebsteam die Punktzahl, ab der ein Lead bereit ist, und bauen Sie dann einen Workflow, der startet, wenn die Punktzahl eines Kontakts sie erreicht.</p><ol><li>Ändern Sie seine Lebenszyklusphase in Vertriebsqualifizierter Lead.</li><li>Weisen Sie ihn einem Vertriebsmitarbeiter zu und legen Sie eine Anrufaufgabe an.</li><li>Nehmen Sie ihn aus Nurturing-Kampagnen, damit er während der Verkaufsgespräche keine Marketing-E-Mails bekommt.</li></ol>',
    },
  },
};
