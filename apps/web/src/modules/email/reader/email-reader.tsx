export interface EmailReaderProps {
  /** The mail to show (the `mail` search param of the e-mail route). */
  emailId: number;
  /** Back to the list (also after the open mail was moved or deleted). */
  onBack: () => void;
  /** Show another mail (previous / next chevrons). */
  onNavigate: (emailId: number) => void;
}

/** Placeholder until the reader lands: the shape the e-mail page relies on. */
export function EmailReader({ emailId }: EmailReaderProps) {
  return <div data-email-id={emailId} />;
}
