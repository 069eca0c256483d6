import type { PartyEvent, PartyEventForStudent, PartyGuest } from '@portal/contract';
import type { PartyEventRow, PartyRegistrationRow, PartyTicketRow } from './schema.js';

export function eventView(row: PartyEventRow, placesTaken: number): PartyEvent {
  return {
    EventId: row.id,
    Kind: row.kind,
    Page: row.page,
    State: row.state,
    TitleEn: row.titleEn,
    TitleAr: row.titleAr,
    TextEn: row.textEn,
    TextAr: row.textAr,
    StartsAt: row.startsAt.toISOString(),
    VenueEn: row.venueEn,
    VenueAr: row.venueAr,
    RegistrationOpensAt: row.registrationOpensAt.toISOString(),
    RegistrationClosesAt: row.registrationClosesAt.toISOString(),
    GuestQuota: row.guestQuota,
    Places: row.places,
    PlacesTaken: placesTaken,
    FeePiastres: row.feePiastres,
    Currency: 'EGP',
    Questions: row.questions,
  };
}

export function guestView(row: { ticket: PartyTicketRow; admittedAt: Date | null }): PartyGuest {
  return {
    GuestId: row.ticket.id,
    Name: row.ticket.guestName ?? '',
    Email: row.ticket.guestEmail ?? '',
    State: row.ticket.state,
    InvitedAt: row.ticket.issuedAt.toISOString(),
    AdmittedAt: row.admittedAt?.toISOString() ?? null,
  };
}

export function studentEventView(parts: {
  event: PartyEventRow;
  placesTaken: number;
  notEligible: string | null;
  canChange: boolean;
  registration: PartyRegistrationRow | undefined;
  guests: { ticket: PartyTicketRow; admittedAt: Date | null }[];
}): PartyEventForStudent {
  const { registration } = parts;
  return {
    Event: eventView(parts.event, parts.placesTaken),
    NotEligible: parts.notEligible,
    CanChange: parts.canChange,
    Registration: registration
      ? {
          Attending: registration.attending,
          Answers: registration.answers,
          ChargeId: registration.chargeId,
          UpdatedAt: registration.updatedAt.toISOString(),
        }
      : null,
    Guests: parts.guests.map(guestView),
  };
}
