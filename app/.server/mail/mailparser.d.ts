// Minimal types for `mailparser` (it ships none): the tests read a built message back as a mail
// client would (mime.test.ts; tests/support/mail-sink.js uses it from JavaScript).
declare module 'mailparser' {
  export function simpleParser(
    source: Buffer | string,
  ): Promise<{ html: string | false; text?: string; subject?: string }>
}
