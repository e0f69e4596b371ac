import { phrasePattern } from './text-match.js';

/**
 * The words of automatic answers, in English and Spanish, in the compared form (lower case, no
 * accents). Away words say the person is not there (out of office); acknowledgement words say a
 * shared inbox got the email (auto-reply).
 */

export const AWAY = [
  'out of the office', 'out of office', 'out of the restaurant', "i'm currently out", 'i am currently out',
  "i'm out", 'i am out', 'currently away', "i'm away", 'i am away', 'away from the office',
  'away from my desk', 'away from the restaurant', 'on vacation', 'on holiday', 'on holidays', 'on leave',
  'on annual leave', 'on maternity leave', 'on paternity leave', 'will be back', "i'll be back",
  "when i'm back", 'when i am back', 'returning on', 'return to the office', 'back in the office',
  'limited access to email', 'limited access to my email', 'limited access to e-mail', 'until i return',
  'when i return', 'upon my return', 'not checking email',
  'estoy fuera de la oficina', 'fuera de la oficina', 'estoy fuera', 'estare fuera', 'de vacaciones',
  'regresare', 'estare de vuelta', 'ausente', 'acceso limitado al correo', 'volvere', 'de permiso',
  'a mi regreso',
].map(phrasePattern); // prettier-ignore

export const ACKNOWLEDGEMENT = [
  'thanks for your message', 'thank you for your message', 'thanks for your email', 'thank you for your email',
  'thanks for contacting', 'thank you for contacting', 'thank you for reaching out', 'thanks for reaching out',
  'we have received your', "we've received your", 'we received your', 'received your message',
  'received your email', 'will get back to you within', 'will respond within', 'will reply within',
  'within 24 hours', 'within 48 hours', 'business days', 'this is an automated', 'this is an automatic',
  'do not reply to this', 'gracias por su mensaje', 'gracias por tu mensaje', 'gracias por su correo',
  'gracias por contactar', 'gracias por escribir', 'hemos recibido su', 'hemos recibido tu',
  'mensaje automatico', 'respuesta automatica', 'le responderemos', 'te responderemos',
].map(phrasePattern); // prettier-ignore

/** A subject that says the person is away. */
export const AWAY_SUBJECT =
  /out of (the )?office|\booo\b|fuera de (la )?oficina|abwesenheit|\bon vacation\b|de vacaciones|vacation (reply|notice|response)|away from (the )?office|\bausente\b|\bausencia\b/;

/** A subject that says a machine answered: 'Automatic reply:', 'Auto-Reply:', 'Respuesta automática:'. */
export const AUTO_SUBJECT =
  /^\s*(?:(?:re|rv|aw)\s*:\s*)?(automatic reply|auto[- ]?reply|autoreply|auto[- ]?response|autoresponse|automatische antwort|respuesta automatica|reponse automatique|risposta automatica)\b/;
