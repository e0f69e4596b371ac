import express from 'express';
import { routeOfRequest } from './request-route.js';

/** The routes that take a form body besides JSON: the unsubscribe link's one-click POST, and only it. */
export const FORM_BODY_ROUTES: ReadonlySet<string> = new Set(['unsubscribe', 'digestOptOut']);
/** The one-click body has one field; a form with more is no one-click request. */
const FORM_FIELDS_MAX = 10;

/**
 * Mail providers unsubscribe with one click by POSTing `List-Unsubscribe=One-Click` as a form
 * (`application/x-www-form-urlencoded`, RFC 8058) to the List-Unsubscribe address. That route reads
 * such a body, within the same size limit as JSON; every other route stays JSON only, so a form
 * sent anywhere else is still refused as no JSON object.
 */
export function oneClickFormBody(limit: string | number): express.RequestHandler {
  const parse = express.urlencoded({ extended: false, limit, parameterLimit: FORM_FIELDS_MAX });
  return (req, res, next) => {
    const id = routeOfRequest(req)?.id;
    if (id && FORM_BODY_ROUTES.has(id)) parse(req, res, next);
    else next();
  };
}
