import type { KbCategoryTranslation } from '../types';

export const demandGeneration: KbCategoryTranslation = {
  title: 'Nachfragegenerierung',
  desc: 'Landingpages, Formulare und Veranstaltungen, die neue Leads bringen, und die Berichte, die zeigen, was gewirkt hat.',
  groups: ['Landingpages & Formulare', 'Veranstaltungen & Webinare', 'Attribution'],
  questions: {
    'how-do-i-create-a-landing-page': {
      question: 'Wie erstelle ich eine Landingpage?',
      content:
        '<p>Öffnen Sie <strong>Marketing › Landingpages</strong>, klicken Sie auf <strong>Neue Seite</strong> und wählen Sie eine Vorlage.</p><ol><li>Schreiben Sie eine Überschrift und eine Handlungsaufforderung: Eine Seite, die um eine Sache bittet, konvertiert am besten.</li><li>Fügen Sie ein Formular hinzu und wählen Sie die Liste, in die neue Kontakte kommen.</li><li>Veröffentlichen Sie auf Ihrer eigenen Domain oder auf unserer.</li></ol>',
    },
    'how-do-i-add-a-form-to-my-website': {
      question: 'Wie füge ich meiner Website ein Formular hinzu?',
      content:
        '<p>Erstellen Sie das Formular unter <strong>Marketing › Formulare</strong>, klicken Sie dann auf <strong>Einbetten</strong> und kopieren Sie das Snippet in das HTML Ihrer Website. Das Formular übernimmt die Schriften und Farben Ihrer Website.</p><p>Einsendungen legen Kontakte an oder aktualisieren sie und können jede Automatisierung starten.</p>',
    },
    'how-do-i-promote-a-webinar': {
      question: 'Wie bewerbe ich ein Webinar?',
      content:
        '<p>Legen Sie die Veranstaltung unter <strong>Marketing › Veranstaltungen</strong> an; sie bekommt eine eigene Anmeldeseite. Dann:</p><ul><li>senden Sie etwa drei Wochen vorher eine Einladung an die Segmente, zu denen das Thema passt;</li><li>senden Sie eine Woche vorher eine Erinnerung an alle, die sich noch nicht angemeldet haben;</li><li>teilen Sie den Anmeldelink in sozialen Medien mit den Tracking-Parametern, die wir erzeugen.</li></ul>',
    },
    'how-do-i-follow-up-with-attendees': {
      question: 'Wie fasse ich bei Teilnehmern nach?',
      content:
        '<p>Nach der Veranstaltung werden Teilnehmer und Nichterschienene als zwei Listen gespeichert. Senden Sie jeder innerhalb eines Tages eine eigene E-Mail: die Aufzeichnung und die nächsten Schritte an die Teilnehmer, die Aufzeichnung und eine kurze Zusammenfassung an alle, die gefehlt haben.</p><p>Die Teilnahme erhöht den Lead-Score, sodass engagierte Teilnehmer schneller beim Vertrieb ankommen.</p>',
    },
    'how-is-campaign-attribution-calculated': {
      question: 'Wie wird die Kampagnenattribution berechnet?',
      content:
        '<p>Die Attribution verteilt den Anteil an einem Deal auf die Kampagnen, mit denen der Kontakt vor dem Abschluss in Berührung kam. Sie können das Modell wählen:</p><ul><li><strong>Erster Kontakt</strong>: der ganze Anteil an die Kampagne, die den Kontakt gebracht hat;</li><li><strong>Letzter Kontakt</strong>: der ganze Anteil an die letzte Kampagne vor dem Deal;</li><li><strong>Linear</strong>: gleiche Anteile für jede Kampagne auf dem Weg.</li></ul>',
    },
    'how-do-i-track-utm-parameters': {
      question: 'Wie verfolge ich UTM-Parameter?',
      content:
        '<p>Hängen Sie <code>utm_source</code>, <code>utm_medium</code> und <code>utm_campaign</code> an die Links, die Sie teilen. Kommt ein Besucher mit ihnen an und wird später zum Kontakt, werden die Werte beim ersten Besuch des Kontakts gespeichert.</p><p>Schreiben Sie sie immer gleich: „newsletter“ und „Newsletter“ zählen als zwei Quellen.</p>',
    },
  },
};
