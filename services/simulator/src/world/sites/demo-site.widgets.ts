import { JOB_BOARD_NAMES, POSITIONS } from './demo-site.copy.js';
import { esc } from './demo-site.html.js';
import type { SiteLook } from './demo-site.look.js';
import { hashText } from './demo-site.random.js';
import type { SitePlan } from './demo-site.types.js';

/**
 * The ways a guest acts on a site: sign up for news, order, book a table, ask about a party or
 * catering, apply for a job. Each is written the way the vendor or a site builder writes it.
 */

const abs = (plan: SitePlan, path: string) => `https://${plan.host}${path}`;
const slugOf = (plan: SitePlan) => plan.host.replace(/^www\./, '').split('.')[0]!;
const numberOf = (plan: SitePlan, topic: string, digits = 7) =>
  (hashText(`${plan.host}|${topic}`) % 10 ** digits).toString().padStart(digits, '1');

export function newsletterBlock(plan: SitePlan, look: SiteLook): string {
  const heading =
    '<h3>Join our email list</h3><p>News, seasonal dishes and the occasional treat, straight to your inbox.</p>';
  switch (plan.newsletter) {
    case 'mailchimp': {
      const u = look.skin.id.slice(0, 25);
      const id = look.skin.id.slice(25, 35);
      return `<div class="newsletter">${heading}
<form action="https://${slugOf(plan)}.us21.list-manage.com/subscribe/post?u=${u}&amp;id=${id}" method="post" id="mc-embedded-subscribe-form" name="mc-embedded-subscribe-form" target="_blank">
<label for="mce-EMAIL">Email address</label><input type="email" name="EMAIL" id="mce-EMAIL" required>
<div style="position:absolute;left:-5000px" aria-hidden="true"><input type="text" name="b_${u}_${id}" tabindex="-1" value=""></div>
<input type="submit" value="Subscribe" name="subscribe" id="mc-embedded-subscribe">
</form></div>`;
    }
    case 'klaviyo': {
      const company = look.skin.id.slice(0, 6).toUpperCase();
      return `<div class="newsletter">${heading}<div class="klaviyo-form-${look.skin.id.slice(6, 12).toUpperCase()}"></div>
<script async src="https://static.klaviyo.com/onsite/js/klaviyo.js?company_id=${company}"></script></div>`;
    }
    case 'own':
      return `<div class="newsletter">${heading}
<form class="signup" action="${abs(plan, '/subscribe')}" method="post"><label for="signup-email">Email address</label><input id="signup-email" type="email" name="email" placeholder="you@example.com" required><button type="submit">Sign up</button></form></div>`;
    default:
      return '';
  }
}

/** The home page's ordering section (#order): the restaurant's own ordering first, then the delivery apps. */
export function orderSection(plan: SitePlan, sectionClass: string): string {
  if (!plan.ordering.length) return '';
  const links = plan.ordering
    .map(
      (o) =>
        `<a class="button" href="${esc(o.url)}" target="_blank" rel="noopener">${o.firstParty ? 'Order Online' : `Order on ${esc(o.label)}`}</a>`,
    )
    .join('\n');
  const lead = plan.ordering[0]!.firstParty
    ? 'Order online for pickup, or get it delivered.'
    : 'Get your favorites delivered.';
  return `<section id="order" class="order ${sectionClass}"><h2>Order for pickup or delivery</h2><p>${lead}</p>${links}</section>`;
}

function reservationWidget(plan: SitePlan): string {
  const r = plan.reservation!;
  switch (r.provider) {
    case 'opentable':
      return `<script type="text/javascript" src="//www.opentable.com/widget/reservation/loader?rid=${r.rid}&amp;type=standard&amp;theme=standard&amp;color=1&amp;dark=false&amp;iframe=true&amp;domain=com&amp;lang=en-US&amp;newtab=false&amp;ot_source=Restaurant%20website"></script>`;
    case 'resy':
      return `<a href="${r.url}" id="resyButton-${r.rid}" class="button">Book your Resy reservation</a>
<script src="https://widgets.resy.com/embed.js"></script>`;
    default:
      return `<div id="Tock_widget_container" data-tock-display-mode="Button" data-tock-color-mode="Blue" data-tock-locale="en-us" data-tock-timezone="${plan.traits.main.city.tz}"></div>
<script async src="https://www.exploretock.com/tock.js"></script>
<noscript><a href="${r.url}">Reserve on Tock</a></noscript>`;
  }
}

const PROVIDER_LABEL = { opentable: 'OpenTable', resy: 'Resy', tock: 'Tock' };

/** The home page's booking section (#reserve): the vendor's widget or a link to book there. */
export function reserveSection(plan: SitePlan, sectionClass: string): string {
  const r = plan.reservation;
  if (!r) return '';
  const body =
    r.kind === 'widget'
      ? reservationWidget(plan)
      : `<a class="button" href="${r.url}" target="_blank" rel="noopener">Reserve a table on ${PROVIDER_LABEL[r.provider]}</a>`;
  return `<section id="reserve" class="reserve ${sectionClass}"><h2>Reservations</h2><p>Book a table online. For parties larger than eight, please call us.</p>\n${body}</section>`;
}

function field(id: string, label: string, input: string): string {
  return `<label for="${id}">${label}</label>${input.replace('<input', `<input id="${id}"`).replace('<textarea', `<textarea id="${id}"`).replace('<select', `<select id="${id}"`)}`;
}

export function eventsAsk(plan: SitePlan, phone: string): string {
  switch (plan.events.how) {
    case 'form':
      return `<h2>Private Event Inquiry</h2>
<form id="event-inquiry" class="inquiry-form" method="post" action="${abs(plan, `${plan.paths.events!.path}/inquiry`)}">
${field('ev-name', 'Name', '<input type="text" name="name" required>')}
${field('ev-email', 'Email', '<input type="email" name="email" required>')}
${field('ev-phone', 'Phone', '<input type="tel" name="phone">')}
${field('ev-date', 'Event date', '<input type="date" name="event_date">')}
${field('ev-guests', 'Number of guests', '<input type="number" name="guest_count" min="1">')}
${field('ev-type', 'Type of event', '<select name="event_type"><option>Birthday</option><option>Rehearsal dinner</option><option>Business dinner</option><option>Other</option></select>')}
${field('ev-details', 'Tell us about your event', '<textarea name="details" rows="4"></textarea>')}
<button type="submit">Send inquiry</button>
</form>`;
    case 'tripleseat_embed':
      return `<h2>Request your event</h2>
<iframe src="https://app.tripleseat.com/party_request/${numberOf(plan, 'tripleseat', 5)}" title="Private event request" width="100%" height="900" frameborder="0"></iframe>`;
    case 'tripleseat_link':
      return `<p>Check dates and send your request online: <a href="https://app.tripleseat.com/party_request/${numberOf(plan, 'tripleseat', 5)}" target="_blank" rel="noopener">Request a private event</a>.</p>`;
    default:
      return `<p>To check dates, call us${phone ? ` at ${phone}` : ''} or email <a href="mailto:events@${plan.host.replace(/^www\./, '')}">events@${plan.host.replace(/^www\./, '')}</a>.</p>`;
  }
}

export function cateringAsk(plan: SitePlan, phone: string): string {
  switch (plan.catering.how) {
    case 'form':
      return `<h2>Catering Request</h2>
<form id="catering-request" method="post" action="${abs(plan, '/catering/request')}">
${field('ca-name', 'Name', '<input type="text" name="name" required>')}
${field('ca-email', 'Email', '<input type="email" name="email" required>')}
${field('ca-phone', 'Phone', '<input type="tel" name="phone">')}
${field('ca-date', 'Date needed', '<input type="date" name="catering_date">')}
${field('ca-people', 'Number of people', '<input type="number" name="people" min="10">')}
${field('ca-how', 'Pickup or delivery', '<select name="fulfillment"><option>Pickup</option><option>Delivery</option></select>')}
${field('ca-details', 'What would you like?', '<textarea name="catering_details" rows="4"></textarea>')}
<button type="submit">Request catering</button>
</form>`;
    case 'jotform_embed': {
      const id = numberOf(plan, 'jotform', 14);
      return `<h2>Catering Request</h2>
<iframe id="JotFormIFrame-${id}" title="Catering Request Form" src="https://form.jotform.com/${id}" width="100%" height="1100" frameborder="0" scrolling="no"></iframe>`;
    }
    case 'ezcater_link':
      return `<p>Plan your catering online: <a href="https://www.ezcater.com/catering/pvt/${slugOf(plan)}" target="_blank" rel="noopener">see our catering on ezCater</a>.</p>`;
    default:
      return `<p>Call us${phone ? ` at ${phone}` : ''} or email <a href="mailto:catering@${plan.host.replace(/^www\./, '')}">catering@${plan.host.replace(/^www\./, '')}</a> to plan your catering.</p>`;
  }
}

function boardUrl(plan: SitePlan, board: string): string {
  const slug = slugOf(plan);
  switch (board) {
    case 'culinaryagents':
      return `https://culinaryagents.com/entities/${numberOf(plan, 'board', 6)}-${slug}`;
    case 'harri':
      return `https://harri.com/${slug}`;
    case 'indeed':
      return `https://www.indeed.com/cmp/${slug}/jobs`;
    case '7shifts':
      return `https://hire.7shifts.com/${slug}`;
    default:
      return `https://www.workstream.us/j/${numberOf(plan, 'board', 8)}/${slug}`;
  }
}

export function careersAsk(plan: SitePlan): string {
  const { how, board } = plan.careers;
  if (how === 'form') {
    const options = POSITIONS[plan.traits.style].map((p) => `<option>${p}</option>`).join('');
    return `<h2>Apply</h2>
<form id="job-application" method="post" action="${abs(plan, '/apply')}" enctype="multipart/form-data">
${field('job-first', 'First name', '<input type="text" name="first_name" required>')}
${field('job-last', 'Last name', '<input type="text" name="last_name" required>')}
${field('job-email', 'Email', '<input type="email" name="email" required>')}
${field('job-phone', 'Phone', '<input type="tel" name="phone">')}
${field('job-position', 'Position', `<select name="position">${options}</select>`)}
${field('job-availability', 'Availability', '<input type="text" name="availability" placeholder="Days and times you can work">')}
${field('job-resume', 'Resume', '<input type="file" name="resume" accept=".pdf,.doc,.docx">')}
<button type="submit">Submit application</button>
</form>`;
  }
  if (how === 'embed') {
    const src =
      board === 'harri'
        ? `https://harri.com/${slugOf(plan)}/jobs?embed=1`
        : `https://www.workstream.us/embed/${numberOf(plan, 'board', 8)}`;
    return `<h2>Apply</h2>\n<iframe src="${src}" title="Job application" width="100%" height="1000" frameborder="0"></iframe>`;
  }
  if (how === 'link') {
    return `<p><a class="button" href="${boardUrl(plan, board!)}" target="_blank" rel="noopener">See open positions on ${JOB_BOARD_NAMES[board!]}</a></p>`;
  }
  const host = plan.host.replace(/^www\./, '');
  return `<p>Send your resume to <a href="mailto:jobs@${host}">jobs@${host}</a>, or stop by between 2 and 4 in the afternoon and ask for a manager.</p>`;
}

/** A plain contact form (questions and feedback), on the contact page of some sites. */
export function contactForm(plan: SitePlan): string {
  return `<h2>Send us a note</h2>
<form id="contact-form" method="post" action="${abs(plan, '/contact/send')}">
${field('co-name', 'Name', '<input type="text" name="name" required>')}
${field('co-email', 'Email', '<input type="email" name="email" required>')}
${field('co-message', 'Message', '<textarea name="message" rows="5" placeholder="Questions, comments, feedback"></textarea>')}
<button type="submit">Send</button>
</form>`;
}
