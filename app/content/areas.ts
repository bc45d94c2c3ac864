/** Where our carers visit: the home page, the contact page and the JSON-LD description share this list. */
export const areasServed = {
  title: "Areas We Cover",
  text: "Our carers visit people across Milton Keynes and Buckinghamshire, and we also support families in parts of Bedfordshire and Northamptonshire. Live-in care is available across the UK.",
  areas: [
    "Milton Keynes (all MK postcodes)",
    "Newport Pagnell",
    "Olney",
    "Woburn Sands",
    "Bletchley",
    "Wolverton",
    "Stony Stratford",
    "Buckingham",
    "Aylesbury",
  ],
} as const;
