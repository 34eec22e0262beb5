// Addresses that once made a trailing-slash rule answer a `Location` a browser reads as another
// host (`/\evil.example`, `/<TAB>/evil.example`, `//evil.example`), or that look like they could:
// the tests of every host's rules ask for each, as a browser sends it (percent-encoded).
export const offSitePaths = [
  '/%5Cevil.example/?sessionId=S1',
  '/%09/evil.example/',
  '//evil.example/',
  '/%2F%2Fevil.example/',
  '/..%2F/',
  '/%E3%80%82evil/',
] as const;
