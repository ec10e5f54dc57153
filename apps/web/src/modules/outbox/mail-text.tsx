import { Anchor, Text } from '@mantine/core';
import { Fragment } from 'react';

const url = /https?:\/\/[^\s<>"]+[^\s<>".,;:!?)\]]/g;

/** Cuts the text around its web addresses: plain parts and links, in order. */
export function textParts(text: string): { text: string; link: boolean }[] {
  const parts: { text: string; link: boolean }[] = [];
  let last = 0;
  for (const match of text.matchAll(url)) {
    if (match.index > last) parts.push({ text: text.slice(last, match.index), link: false });
    parts.push({ text: match[0], link: true });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), link: false });
  return parts;
}

/** A mail's plain-text part as written, its web addresses made links (to a new tab). */
export function MailText({ text }: { text: string }) {
  return (
    <Text
      component="div"
      dir="auto"
      size="sm"
      ff="monospace"
      style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
    >
      {textParts(text).map((part, index) =>
        part.link ? (
          <Anchor key={index} href={part.text} target="_blank" rel="noopener noreferrer" dir="ltr">
            {part.text}
          </Anchor>
        ) : (
          <Fragment key={index}>{part.text}</Fragment>
        ),
      )}
    </Text>
  );
}
