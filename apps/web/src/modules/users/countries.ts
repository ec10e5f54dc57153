/**
 * The countries offered by the add-user form (ISO 3166 codes; those of the sample data first).
 * Users store the English name, as the sample data does; the form and the view show the name in
 * the reader's language, from the browser's own `Intl.DisplayNames`, so no list to translate.
 */
const codes = [
  'PT',
  'CA',
  'JP',
  'BR',
  'KE',
  'NO',
  'CL',
  'IN',
  'PL',
  'VN',
  'MX',
  'IE',
  'MA',
  'PE',
  'FI',
  'ID',
  'GR',
  'GH',
  'AU',
  'DE',
  'ES',
  'FR',
  'GB',
  'US',
];

const english = new Intl.DisplayNames(['en'], { type: 'region' });

/** `{ value: English name, label: name in the language }`, sorted by label. */
export function countryOptions(language: string): { value: string; label: string }[] {
  const local = new Intl.DisplayNames([language], { type: 'region' });
  return codes
    .map((code) => ({ value: english.of(code) ?? code, label: local.of(code) ?? code }))
    .sort((a, b) => a.label.localeCompare(b.label, language));
}

/** A stored (English) country name in the reader's language; unknown names are shown as stored. */
export function countryLabel(name: string, language: string): string {
  const code = codes.find((c) => english.of(c) === name);
  return code ? (new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? name) : name;
}
