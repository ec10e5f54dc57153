// How the small sign-in entry knows which text is which key (guest-lite/texts.ts): at build time
// every string `t` returns is wrapped in markers (`\uE000key\uE001text\uE002`, characters of
// Unicode's private use area, which no translation holds), and the prerendered HTML is then
// rewritten so that each element whose text is a key carries `data-t="key"`, and each attribute
// that is one (aria-label, placeholder…) `data-t-<attribute>="key"`. A text that shares its element
// with others ("New here? <a>Create an account</a>") gets a `<span data-t>` of its own.

export const mark = (key: string, text: string) => `\uE000${key}\uE001${text}\uE002`;

const attribute = /\s([\w:-]+)="\uE000([^\uE001]+)\uE001([^\uE002"]*)\uE002"/g;
const whole = /<(\w+)([^>]*)>\uE000([^\uE001]+)\uE001([^\uE002<]*)\uE002<\/\1>/g;
const inText = /\uE000([^\uE001]+)\uE001([^\uE002<]*)\uE002/g;

/** The prerendered HTML with its markers turned into `data-t` attributes (see above). */
export function markedHtml(html: string): string {
  return html
    .replace(attribute, ' $1="$3" data-t-$1="$2"')
    .replace(whole, '<$1$2 data-t="$3">$4</$1>')
    .replace(inText, '<span data-t="$1">$2</span>');
}
