/**
 * What may stand before a person's name and is part of how they are called: a title ("Dr.", "Mrs", "Sra.", "Mme")
 * or an initial ("D. Amelia Sousa", "J. K. Rowling"). An initial needs its dot: "A Amelia" is no name. Readers take at
 * most two before a name: a run of them ("Dr Dr Dr …") would give a pattern that many ways to split it.
 */
export const NAME_TITLE = String.raw`(?:(?:Dr|Mr|Mrs|Ms|Mx|Prof|Sr|Sra|Srta|Dra|Jr|St|Mme|Mlle|Fr)\.?|\p{Lu}\.)`;
