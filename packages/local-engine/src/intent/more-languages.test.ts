import { describe, expect, it } from 'vitest';
import { readRequestAction } from './index.js';
import { readsOtherLanguage } from './other-languages.js';

/** What each plain sentence asks: its action, and whether it is about what the user told. */
function reading(message: string): [string | undefined, boolean] {
  const request = readRequestAction(message);
  return [request.action, request.objects.has('memory')];
}

describe('everyday requests in more languages written with spaces', () => {
  const cases: Array<[string, string, boolean?]> = [
    // Tagalog
    ['Burahin ang mga lumang litrato sa bakasyon/', 'destroy'],
    ['Tandaan mo na nakatira ang kapatid ko sa Cebu', 'write', true],
    ['Naaalala mo ba ang sinabi ko tungkol kay Ana?', 'search', true],
    // Finnish
    ['Poista vanhat kuvat kansiosta loma', 'destroy'],
    ['Muista, että siskoni asuu Tampereella', 'write', true],
    ['Muistatko mitä kerroin Annasta?', 'search', true],
    // Estonian
    ['Kustuta vanad pildid kaustast puhkus', 'destroy'],
    ['Jäta meelde, et mu õde elab Tartus', 'write', true],
    // Latvian
    ['Izdzēs vecās bildes no mapes atvaļinājums', 'destroy'],
    ['Atceries, ka mana māsa dzīvo Liepājā', 'write', true],
    // Lithuanian
    ['Ištrink senas nuotraukas iš aplanko atostogos', 'destroy'],
    ['Įsimink, kad mano sesuo gyvena Kaune', 'write', true],
    // Albanian
    ['Fshi fotot e vjetra', 'destroy'],
    ['Mbaj mend që motra ime jeton në Durrës', 'write', true],
    // Slovak
    ['Vymaž staré fotky z priečinka dovolenka', 'destroy'],
    ['Zapamätaj si, že moja sestra býva v Košiciach', 'write', true],
    // Croatian, Serbian, Bosnian
    ['Obriši stare fotografije', 'destroy'],
    ['Zapamti da moja sestra živi u Splitu', 'write', true],
    ['Sjećaš li se što sam ti rekao o Ivani?', 'search', true],
    // Bulgarian
    ['Изтрий старите снимки от папката ваканция', 'destroy'],
    ['Запомни, че сестра ми живее във Варна', 'write', true],
    // Slovene
    ['Izbriši stare fotografije iz mape dopust', 'destroy'],
    ['Zapomni si, da moja sestra živi v Mariboru', 'write', true],
    // Catalan
    ['Esborra les fotos antigues de la carpeta vacances', 'destroy'],
    ['Recorda que la meva germana viu a Girona', 'write', true],
    ["Te'n recordes del que et vaig dir sobre la Laia?", 'search', true],
    // Basque
    ['Ezabatu argazki zaharrak', 'destroy'],
    ['Gogoratu nire ahizpa Bilbon bizi dela', 'write', true],
    // Irish, Scottish Gaelic
    ['Scrios na seanghrianghraif', 'destroy'],
    ['Cuimhnigh go bhfuil cónaí ar mo dheirfiúr i nGaillimh', 'write', true],
    ['Fosgail am faidhle notaichean.txt', 'read'],
    ["Cuimhnich gu bheil mo phiuthar a' fuireach ann an Inbhir Nis", 'write', true],
    // Maltese
    ['Ħassar ir-ritratti l-qodma', 'destroy'],
    ['Tinsiex li oħti toqgħod Ħal Qormi', 'write', true],
    // Malagasy
    ['Vakio ny rakitra notes.txt', 'read'],
    ['Fafao ny sary taloha', 'destroy'],
    ['Tadidio fa monina any Toamasina ny rahavaviko', 'write', true],
    // Samoan, Māori
    ["Manatua o lo'u tuafafine e nofo i Apia", 'write', true],
    ['Mukua ngā whakaahua tawhito', 'destroy'],
    ['Kia maumahara, kei Rotorua taku tuahine e noho ana', 'write', true],
    // Hausa, Yoruba, Zulu, Somali
    ['Goge tsofaffin hotuna', 'destroy'],
    ["Ka tuna cewa 'yar'uwata tana zaune a Kano", 'write', true],
    ['Paarẹ́ fáìlì àtijọ́ náà', 'destroy'],
    ['Rántí pé àbúrò mi obìnrin ń gbé ní Ìbàdàn', 'write', true],
    ['Sula izithombe ezindala', 'destroy'],
    ['Khumbula ukuthi udadewethu uhlala eThekwini', 'write', true],
    ['Tirtir sawirrada duugga ah', 'destroy'],
    ['Xasuuso in walaashay ay ku nooshahay Hargeysa', 'write', true],
    // Azerbaijani, Uzbek
    ['Köhnə şəkilləri sil', 'destroy'],
    ['Yadında saxla ki, bacım Gəncədə yaşayır', 'write', true],
    ["Eski rasmlarni o'chir", 'destroy'],
    ['Eslab qol, singlim Samarqandda yashaydi', 'write', true],
    // Haitian Creole
    ['Louvri fichye nòt.txt la', 'read'],
    ['Efase vye foto yo', 'destroy'],
    ['Sonje ke sè m nan rete Okap', 'write', true],
    // Malay, beside Indonesian
    ['Padamkan gambar lama dalam folder cuti', 'destroy'],
    ['Ingat tak apa yang saya beritahu tentang Aminah?', 'search', true],
    // Urdu
    ['پرانی تصویریں مٹا دو', 'destroy'],
    ['یاد رکھو کہ میری بہن لاہور میں رہتی ہے', 'write', true],
  ];
  for (const [message, action, memory] of cases) {
    it(message, () => {
      expect(readsOtherLanguage(message)).toBe(true);
      expect(reading(message)).toEqual([action, memory === true]);
    });
  }
});

describe('a document of theirs asked to see in more languages', () => {
  it.each([
    'Ipakita mo ang listahan ng bibilhin ko',
    'Näytä ostoslistani',
    'Näita mulle poenimekirja',
    'Parādi manu iepirkumu sarakstu',
    'Parodyk mano pirkinių sąrašą',
    'Më trego listën e blerjeve',
    'Ukáž mi nákupný zoznam',
    'Pokaži mi popis za kupovinu',
    'Покажи ми списъка за пазаруване',
    'Pokaži mi nakupovalni seznam',
    "Mostra'm la llista de la compra",
    'Erakutsi erosketa zerrenda',
    'Taispeáin dom an liosta siopadóireachta',
    'Whakaaturia mai taku rārangi hokohoko',
    'Nuna min jerin sayayya',
    'Ngibonise uhlu lwami lokuthenga',
    'I tus liiska wax iibsiga',
    'Alış-veriş siyahısını göstər',
    "Xarid ro'yxatini ko'rsat",
    'Paparkan senarai beli-belah saya',
    'میری خریداری کی فہرست دکھاؤ',
  ])('"%s" looks for it among their files', (message) => {
    const request = readRequestAction(message);
    expect(request.action).toBe('search');
    expect(request.objects.has('file')).toBe(true);
  });
});

describe('everyday requests in more scripts read inside the text', () => {
  const cases: Array<[string, string, boolean?]> = [
    // Punjabi, Khmer, Burmese, Sinhala, Malayalam, Kannada, Gujarati
    ['ਮੇਰੀ ਫਾਈਲ notes.txt ਖੋਲ੍ਹੋ', 'read'],
    ['ਯਾਦ ਰੱਖੋ ਕਿ ਮੇਰੀ ਭੈਣ ਅੰਮ੍ਰਿਤਸਰ ਵਿੱਚ ਰਹਿੰਦੀ ਹੈ', 'write', true],
    ['សូមបើកឯកសារ notes.txt', 'read'],
    ['សូមចងចាំថាប្អូនស្រីខ្ញុំរស់នៅសៀមរាប', 'write', true],
    ['notes.txt ဖိုင်ကို ဖွင့်ပေးပါ', 'read'],
    ['ကျွန်တော့်ညီမ မန္တလေးမှာ နေတယ်ဆိုတာ မှတ်ထားပါ', 'write', true],
    ['notes.txt ගොනුව විවෘත කරන්න', 'read'],
    ['මගේ නංගි මහනුවර ජීවත් වෙනවා කියලා මතක තබාගන්න', 'write', true],
    ['notes.txt ഫയൽ തുറക്കൂ', 'read'],
    ['എന്റെ അനിയത്തി കൊച്ചിയിലാണ് താമസിക്കുന്നത് എന്ന് ഓർത്തുവെക്കൂ', 'write', true],
    ['notes.txt ಫೈಲ್ ತೆರೆಯಿರಿ', 'read'],
    ['ನನ್ನ ತಂಗಿ ಮೈಸೂರಿನಲ್ಲಿ ವಾಸವಾಗಿದ್ದಾಳೆ ಎಂದು ನೆನಪಿಟ್ಟುಕೊಳ್ಳಿ', 'write', true],
    ['notes.txt ફાઇલ ખોલો', 'read'],
    ['યાદ રાખો કે મારી બહેન સુરતમાં રહે છે', 'write', true],
    // Marathi and Nepali, in Devanagari beside Hindi
    ['notes.txt फाईल उघडा', 'read'],
    ['लक्षात ठेवा की माझी बहीण पुण्यात राहते', 'write', true],
    ['notes.txt फाइल खोल्नुहोस्', 'read'],
    ['मेरी बहिनी पोखरामा बस्छिन् भन्ने कुरा सम्झनुहोस्', 'write', true],
    ['मैले तपाईंलाई रामको बारेमा के भनेको थिएँ, सम्झनुहुन्छ?', 'search', true],
  ];
  for (const [message, action, memory] of cases) {
    it(message, () => expect(reading(message)).toEqual([action, memory === true]));
  }

  it('still reads Hindi as before', () => {
    expect(reading('मेरी फ़ाइल नोट्स.txt दिखाओ')).toEqual(['read', false]);
    expect(reading('याद रखना कि राहुल को चाय पसंद है')).toEqual(['write', true]);
  });
});

describe('English beside the added languages', () => {
  it('reads names and words that look like theirs as English', () => {
    for (const message of [
      'Lisa moved to Tallinn last May',
      'read notes.txt and tell Ava',
      'Nadine and Luo studied together in Leigh',
      'I need a loo break, then delete old.txt',
      'u can open notes.txt',
      'what is the eta for the parcel',
    ])
      expect(readsOtherLanguage(message), message).toBe(false);
  });

  it('keeps what English requests ask', () => {
    expect(reading('read notes.txt and tell Ava')).toEqual(['read', false]);
    expect(reading('I need a loo break, then delete old.txt')).toEqual(['destroy', false]);
    expect(reading('u can open notes.txt')).toEqual(['read', false]);
    expect(readRequestAction('Nadine and Luo studied together in Leigh').action).toBeUndefined();
  });
});

describe('words of the languages already listed keep their sense', () => {
  it('is not read as a word of an added language', () => {
    // Portuguese "leia" reads, Estonian "leia" would search; Czech "bude" is "will be", Italian "prevedi" "you foresee".
    expect(readRequestAction('Leia o arquivo notas.txt').action).toBe('read');
    expect(readRequestAction('Zítra bude pršet').action).toBeUndefined();
    expect(readRequestAction('Cosa prevedi per domani?').action).not.toBe('translate');
  });
});

describe('a deletion or move forbidden in the added languages', () => {
  it.each([
    'älä poista tiedostoa notes.txt',
    'mos e fshi skedarin notes.txt',
    'jangan padam fail notes.txt',
    'wag mo burahin yung notes.txt',
    'nemoj brisati datoteku notes.txt',
    'не изтривай файла notes.txt',
    'no esborris el fitxer notes.txt',
    'ez ezabatu notes.txt',
    'aza fafao ilay rakitra notes.txt',
    'pa efase fichye notes.txt',
    'la tħassarx il-fajl notes.txt',
  ])('destroys nothing: %s', (message) => {
    expect(readRequestAction(message).destroys).toBe(false);
  });

  it('still reads the deletion asked without the negation', () => {
    for (const message of ['poista notes.txt', 'fshi notes.txt', 'padam notes.txt', 'efase notes.txt']) {
      expect(readRequestAction(message).destroys, message).toBe(true);
    }
  });

  it('reads "do not forget" as a fact to keep', () => {
    expect(reading('aza adinoy fa i Rivo no mpitahiry vola')).toEqual(['write', true]);
  });
});

describe('what the attacker of the added languages found', () => {
  it.each([
    'ala siirra notes.txt kansioon archive',
    'ala poista notes.txt',
    'huwag niyo pong burahin ang notes.txt',
    'huwag mong i-delete ang notes.txt',
    'kada ka goge notes.txt',
    'na gluais notes.txt',
    'na scrios notes.txt',
    'pinga efase notes.txt',
    'kaua rawa e mukua notes.txt',
    'musa sula notes.txt',
    'jgn padam notes.txt',
    'notes.txt डिलीट नगर्नुहोस्',
    'notes.txt डिलीट करू नका',
  ])('a forbidden deletion or move destroys nothing: %s', (message) => {
    expect(readRequestAction(message).destroys).toBe(false);
  });

  it.each([
    'what did Dzēs say',
    'I met Matsar yesterday; note it in journal.md',
    'who is Sil in the story? check story.md',
    'my friend Goge called, show me his contact file contacts.md',
    'my coworker Masax sent the report, show reports/q3.md',
    'play Padam Padam by Kylie',
  ])('a name that is a verb of deleting in another language destroys nothing in English: %s', (message) => {
    expect(readRequestAction(message).destroys).toBe(false);
  });
});
