import { PartyPage } from './party-page';

// The seven event pages of spec §2, one chunk and one body: each shows the events the office set on it.

export function GraduationPage() {
  return <PartyPage page="graduation" />;
}

export function WhiteCoatPage() {
  return <PartyPage page="white-coat" />;
}

export function McmGradPage() {
  return <PartyPage page="mcm-grad" />;
}

export function CscGradPage() {
  return <PartyPage page="csc-grad" />;
}

export function ArcGradPage() {
  return <PartyPage page="arc-grad" />;
}

export function EceGradPage() {
  return <PartyPage page="ece-grad" />;
}

export function SigmundPage() {
  return <PartyPage page="sigmund" />;
}
