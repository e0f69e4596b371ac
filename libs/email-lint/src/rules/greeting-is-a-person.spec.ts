import { greetingIsAPerson } from './greeting-is-a-person.js';

const people = [
  { name: 'Maria Lopez', role: 'Owner' },
  { name: 'Sofía Marquez', role: 'General Manager' },
];
const message = (body: string, who = people) =>
  greetingIsAPerson(body, { senderName: null, people: who })?.message ?? null;

describe('the greeting names a real person', () => {
  it('passes a person the restaurant names, by first name, in any case or accent, or by title and last name', () => {
    expect(message('Hi Maria,\n\nI noticed…')).toBeNull();
    expect(message('hello maria, I noticed…')).toBeNull();
    expect(message('Hi Sofia,')).toBeNull();
    expect(message('Dear Ms. Lopez,')).toBeNull();
    expect(message('Hi Maria and Sofia,')).toBeNull();
  });

  it('passes a team greeting, a greeting to no one in particular, and no greeting', () => {
    expect(message("Hello Flores's Diner team, I'm Sam Rivera at TablePoint.")).toBeNull();
    expect(message('Hi team,')).toBeNull();
    expect(message('Hi there,')).toBeNull();
    expect(message('Hi,\n\nI work with restaurants like yours.')).toBeNull();
    expect(message('I noticed your patio on Park Ave.')).toBeNull();
  });

  it('flags a name nobody at the restaurant has', () => {
    expect(message('Hello Fried,\n\nI noticed…')).toBe(
      "'Hello Fried,' greets Fried, who isn't one of the people named on the restaurant's pages (Maria Lopez and Sofía Marquez): greet one of them, or the team.",
    );
    expect(message('Hi Maria and Ana,')).toContain('greets Ana,');
  });

  it("flags a name when the restaurant's pages name no one, and the restaurant greeted as a person", () => {
    expect(message('Hi Maria,', [])).toBe(
      "'Hi Maria,' greets Maria, but the restaurant's pages name no one: greet the team instead.",
    );
    expect(message("Hello Flores's Diner,", [])).toContain("greets Flores's Diner");
  });

  it("flags the broken 'Hi there at <Restaurant>' form", () => {
    expect(message("Hi there at Flores's Diner, I'm Sam Rivera at TablePoint.")).toBe(
      "'Hi there at Flores's Diner,' doesn't read as a greeting: greet a person by name, or the team ('Hello Flores's Diner team,').",
    );
  });
});
