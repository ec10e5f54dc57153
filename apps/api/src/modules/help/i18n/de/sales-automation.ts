import type { KbCategoryTranslation } from '../types';

export const salesAutomation: KbCategoryTranslation = {
  title: 'Vertriebsautomatisierung',
  desc: 'Pipelines, Nachfassaktionen und Berichte, die jeden Deal voranbringen, ohne Routinearbeit.',
  groups: ['Erste Schritte', 'Workflows', 'Berichte'],
  questions: {
    'how-do-i-set-up-my-first-sales-pipeline': {
      question: 'Wie richte ich meine erste Vertriebspipeline ein?',
      content:
        '<p>Eine Pipeline ist die Liste der Phasen, die ein Deal vom ersten Kontakt bis zur Unterschrift durchläuft. Öffnen Sie <strong>Vertrieb › Pipelines</strong> und klicken Sie auf <strong>Neue Pipeline</strong>.</p><ol><li>Benennen Sie die Pipeline nach dem Produkt oder Team, für das sie gedacht ist.</li><li>Legen Sie für jeden Schritt Ihres Verkaufsprozesses eine Phase an, zum Beispiel Qualifiziert, Demo, Angebot und Verhandlung.</li><li>Geben Sie jeder Phase eine Abschlusswahrscheinlichkeit, damit die Prognose offene Deals gewichten kann.</li></ol><p>Sie können Phasen jederzeit neu anordnen oder umbenennen; die Deals behalten ihren Platz.</p>',
    },
    'how-do-i-import-my-existing-contacts-and-deals': {
      question: 'Wie importiere ich meine vorhandenen Kontakte und Deals?',
      content:
        '<p>Exportieren Sie Ihre Daten aus Ihrem bisherigen Tool als CSV-Datei und öffnen Sie dann <strong>Einstellungen › Import</strong>.</p><ul><li>Laden Sie die Datei hoch und ordnen Sie jede Spalte einem Feld zu.</li><li>Wählen Sie die Pipeline und die Phase, in der importierte Deals beginnen.</li><li>Prüfen Sie die Vorschau: Zeilen mit ungültiger E-Mail-Adresse werden aufgelistet und übersprungen.</li></ul><p>Bereits vorhandene Kontakte werden über ihre E-Mail-Adresse erkannt und aktualisiert statt doppelt angelegt.</p>',
    },
    'which-sales-tasks-can-be-automated': {
      question: 'Welche Vertriebsaufgaben lassen sich automatisieren?',
      content:
        '<p>Alles, was einer Regel folgt, kann von selbst laufen. Die häufigsten Automatisierungen sind:</p><ul><li>eine Nachfassaufgabe anlegen, wenn ein Deal eine Phase erreicht;</li><li>eine Erinnerungs-E-Mail senden, wenn ein Angebot drei Tage lang nicht geöffnet wurde;</li><li>neue Leads nach Region oder Dealgröße dem richtigen Vertriebsmitarbeiter zuweisen;</li><li>den Dealwert aktualisieren, wenn ein Angebot angenommen wird.</li></ul><p>Beginnen Sie mit einer Automatisierung, beobachten Sie sie eine Woche lang und fügen Sie dann die nächste hinzu.</p>',
    },
    'how-do-i-create-a-follow-up-sequence': {
      question: 'Wie erstelle ich eine Nachfass-Sequenz?',
      content:
        '<p>Eine Sequenz ist eine Reihe von E-Mails und Aufgaben, verteilt über mehrere Tage. Öffnen Sie <strong>Vertrieb › Sequenzen</strong> und klicken Sie auf <strong>Neue Sequenz</strong>.</p><ol><li>Fügen Sie den ersten Schritt hinzu: eine E-Mail-Vorlage oder eine Anrufaufgabe.</li><li>Legen Sie die Wartezeit vor jedem weiteren Schritt in Werktagen fest.</li><li>Bestimmen Sie, wann ein Kontakt die Sequenz verlässt, etwa wenn er antwortet oder einen Termin bucht.</li></ol><p>Nehmen Sie Kontakte aus einem Deal, einer Liste oder einem Workflow auf.</p>',
    },
    'can-a-workflow-assign-leads-to-my-team': {
      question: 'Kann ein Workflow Leads automatisch meinem Team zuweisen?',
      content:
        '<p>Ja. Fügen Sie einem Workflow, der beim Anlegen eines Leads startet, die Aktion <strong>Verantwortlichen zuweisen</strong> hinzu. Sie können zuweisen:</p><ul><li>reihum (Round Robin) unter den Vertriebsmitarbeitern Ihrer Wahl;</li><li>nach Gebiet, anhand des Landes oder der Region des Leads;</li><li>an den Vertriebsmitarbeiter mit den wenigsten offenen Deals.</li></ul><p>Die Vertriebsmitarbeiter werden per E-Mail und in der App benachrichtigt, wenn ihnen ein Lead zugewiesen wird.</p>',
    },
    'why-did-my-workflow-not-run': {
      question: 'Warum ist mein Workflow nicht gelaufen?',
      content:
        '<p>Öffnen Sie den Workflow und sehen Sie sich den Reiter <strong>Verlauf</strong> an: Jeder geprüfte Datensatz steht dort mit dem Grund, warum er aufgenommen wurde oder nicht. Die üblichen Ursachen sind:</p><ul><li>der Workflow ist noch ein Entwurf und wurde nie aktiviert;</li><li>der Datensatz erfüllt eine der Bedingungen nicht;</li><li>der Datensatz war bereits aufgenommen und die erneute Aufnahme ist ausgeschaltet.</li></ul><p>Änderungen an einem Workflow gelten für Datensätze, die nach der Änderung aufgenommen werden.</p>',
    },
    'how-do-i-forecast-revenue-from-my-pipeline': {
      question: 'Wie prognostiziere ich den Umsatz aus meiner Pipeline?',
      content:
        '<p>Die Prognose summiert den Wert der offenen Deals, jeweils gewichtet mit der Abschlusswahrscheinlichkeit ihrer Phase, für die Monate, in die ihre Abschlussdaten fallen.</p><p>Öffnen Sie <strong>Berichte › Prognose</strong> und wählen Sie die Pipeline und den Zeitraum. Halten Sie Abschlussdaten und Wahrscheinlichkeiten realistisch: Die Prognose ist nur so gut wie sie.</p>',
    },
    'how-do-i-see-each-reps-activity': {
      question: 'Wie sehe ich die Aktivität jedes Vertriebsmitarbeiters?',
      content:
        '<p>Der Bericht <strong>Aktivität</strong> zählt die Anrufe, E-Mails, Termine und erledigten Aufgaben jedes Vertriebsmitarbeiters im gewählten Zeitraum.</p><ul><li>Filtern Sie nach Team, um Mitarbeiter zu vergleichen, die dasselbe Produkt verkaufen.</li><li>Öffnen Sie die Zeile eines Mitarbeiters, um die Aktivitäten hinter jeder Zahl zu sehen.</li></ul><p>Nur Manager und Administratoren sehen die Zahlen anderer Vertriebsmitarbeiter.</p>',
    },
  },
};
