/**
 * The landing page's three testimonials (spec: three, each with five stars).
 *
 * These are placeholders written by the team to show the two modes. Before a public launch,
 * replace them with real quotes from people who agreed in writing to their use, under the name
 * form they chose; the section's heading makes no claim about a pilot or user numbers.
 */
export const TESTIMONIALS: ReadonlyArray<{ quote: string; name: string; role: string }> = [
  {
    quote:
      'Night before a final, my head was spinning. The F.A.S was two minutes of breathing and one sentence to say to myself. I actually slept.',
    name: 'Maya R.',
    role: 'Collegiate swimmer',
  },
  {
    quote:
      'After a rough shift I recorded a video on the drive home. The next afternoon my coach replied with a plan for decompressing that I still use.',
    name: 'Daniel K.',
    role: 'Emergency department nurse',
  },
  {
    quote:
      "I use it before big presentations. It doesn't tell me to 'just relax' — it gives me something specific to do with the nerves.",
    name: 'Priya S.',
    role: 'Product manager',
  },
];
