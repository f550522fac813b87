import { describe, expect, it } from 'vitest';
import { readRequestAction } from './index.js';
import { readsOtherLanguage } from './other-languages.js';

/** What each plain sentence asks: its action, and whether it is about what the user told. */
function reading(message: string): [string | undefined, boolean] {
  const request = readRequestAction(message);
  return [request.action, request.objects.has('memory')];
}

describe('everyday requests in languages written with spaces', () => {
  const cases: Array<[string, string, boolean?]> = [
    // Dutch
    ['Toon het bestand boodschappen/lijst.md', 'read'],
    ['Zoek naar bestanden met het woord belasting', 'search'],
    ['Verplaats oud.txt naar archief/', 'move'],
    ['Onthoud dat Pieter geen koffie drinkt', 'write', true],
    ['Vergeet alles over Pieter', 'destroy', true],
    ['Weet je nog wat ik je over Pieter heb verteld?', 'search', true],
    // Portuguese, with the pronoun joined to the verb as in Portugal
    ['lembra-te que o meu pai se chama Rui', 'write', true],
    ['mostra-me a receita do bolo de laranja', 'read'],
    ["adiciona 'cenouras' à lista de compras", 'write'],
    ['guarda isto em notas/ideias.md: ligar à Rita', 'write'],
    // Polish
    ['Pokaż plik przepisy/bigos.md', 'read'],
    ['Usuń plik stare/notatka.txt', 'destroy'],
    ['Zapamiętaj, że Zosia lubi herbatę', 'write', true],
    ['Pamiętasz, co ci mówiłem o Zosi?', 'search', true],
    // Turkish
    ['notlar/alisveris.md dosyasını göster', 'read'],
    ['Yeni bir klasör oluştur: tatil', 'create'],
    ['Ayşe çay sever, unutma', 'write', true],
    // Indonesian
    ['Tampilkan isi file catatan/belanja.md', 'read'],
    ['Hapus file lama.txt', 'destroy'],
    ['Terjemahkan kalimat ini ke bahasa Inggris', 'translate'],
    // Vietnamese
    ['Mở tệp ghi_chu/mua_sam.md', 'read'],
    ['Tìm các tệp có chữ hoá đơn', 'search'],
    // Swedish, Danish
    ['Visa filen anteckningar/lista.md', 'read'],
    ['Ta bort filen gammal.txt', 'destroy'],
    ['Kom ihåg att Olle dricker te', 'write', true],
    ['Slet filen gammel.txt', 'destroy'],
    // Czech, Ukrainian, Greek, Romanian
    ['Přejmenuj soubor a.txt na b.txt', 'move'],
    ['Відкрий файл нотатки/план.md', 'read'],
    ['Запам’ятай, що Оксана любить каву', 'write', true],
    ['Διάγραψε το αρχείο παλιό.txt', 'destroy'],
    ['Caută fișierele cu numele factura', 'search'],
    // Hindi, Arabic, Persian, Hebrew
    ['मेरी फ़ाइल नोट्स.txt दिखाओ', 'read'],
    ['याद रखना कि राहुल को चाय पसंद है', 'write', true],
    ['احذف الملف old.txt', 'destroy'],
    ['هل تذكر ماذا قلت لك عن سارة؟', 'search', true],
    ['فایل notes.txt را حذف کن', 'destroy'],
    ['חפש קבצים בשם חשבונית', 'search'],
    // Swahili, Hungarian
    ['Nionyeshe picha likizo/pwani.jpg', 'read'],
    ['Futa faili zamani.txt', 'destroy'],
    ['Kumbuka kwamba Juma anapenda chai', 'write', true],
    ['Unakumbuka nilikuambia nini kuhusu Juma?', 'search', true],
    ['Mutasd meg a jegyzetek/bevasarlas.md fájlt', 'read'],
    ['Töröld a regi.txt fájlt', 'destroy'],
    ['Jegyezd meg, hogy Anna teát iszik', 'write', true],
    ['Keresd meg a számla nevű fájlokat', 'search'],
  ];
  for (const [message, action, memory] of cases) {
    it(message, () => expect(reading(message)).toEqual([action, memory === true]));
  }

  it('reads words typed without their accents', () => {
    expect(readRequestAction('muestrame recetas/pan.md').action).toBe('read');
    expect(readRequestAction('Usun plik stare.txt').action).toBe('destroy');
    expect(readRequestAction('Διαγραψε το αρχειο a.txt').action).toBe('destroy');
  });

  it('reads Arabic words written with their optional vowel and doubling marks as written bare', () => {
    expect(reading('تذكّر إنو زميلتي نادين بتحكي ألماني')).toEqual(reading('تذكر إنو زميلتي نادين بتحكي ألماني'));
    expect(reading('تذكّر إنو زميلتي نادين بتحكي ألماني')[1]).toBe(true);
  });

  it('adds numbers with an adding verb, and writes with it otherwise', () => {
    expect(readRequestAction('Dodaj 12 i 30').action).toBe('compute');
    expect(readRequestAction('Tambahkan 7 dan 8').action).toBe('compute');
    expect(readRequestAction('Tambahkan susu ke daftar belanja').action).toBe('write');
  });

  it('asks nothing of a question about a topic', () => {
    expect(readRequestAction('Wat is het verschil tussen een map en een bestand?').action).toBeUndefined();
    expect(readRequestAction('¿Cómo se cambia el nombre de un archivo?').action).toBeUndefined();
    expect(readRequestAction('Почему небо голубое?').action).toBeUndefined();
  });

  it('reads how a listing is wanted', () => {
    expect(readRequestAction('Pokaż strukturę folderu projekty').detail.recursive).toBe(true);
    expect(readRequestAction('Toon de map foto’s met grootte').detail.sized).toBe(true);
  });
});

describe('words English shares with another language', () => {
  it('reads them as English in English text', () => {
    expect(readRequestAction('check my visa status').action).toBeUndefined();
    expect(readRequestAction('find me a pasta recipe').objects.has('directory')).toBe(false);
    expect(readsOtherLanguage('show me the map of the city')).toBe(false);
  });

  it('reads them as the other language in its text', () => {
    expect(readsOtherLanguage("Toon de map foto's")).toBe(true);
    const request = readRequestAction("Toon de map foto's");
    expect([request.action, request.objects.has('directory')]).toEqual(['list', true]);
    expect(readRequestAction('Visa innehållet i mappen bilder').action).toBe('list');
  });
});

describe('everyday requests in Chinese, Japanese, Korean and Thai', () => {
  const cases: Array<[string, string, boolean?]> = [
    ['사진 폴더 보여줘', 'list'],
    ['문서/이력서.txt 파일 열어줘', 'read'],
    ['old.txt 파일 삭제해 주세요', 'destroy'],
    ['민호가 커피를 좋아한다고 기억해줘', 'write', true],
    ['내가 민호에 대해 말한 거 기억해?', 'search', true],
    ['3과 5를 더해줘', 'compute'],
    ['写真フォルダ photos にあるファイルを一覧にして', 'list'],
    ['メモリにある情報を全部忘れて', 'destroy', true],
    ['把这句话翻译成英文：早上好', 'translate'],
    ['你还记得我说过小王喜欢什么吗', 'search', true],
    ['เปิดไฟล์ notes.txt ให้หน่อย', 'read'],
    ['ลบไฟล์ old.txt', 'destroy'],
  ];
  for (const [message, action, memory] of cases) {
    it(message, () => expect(reading(message)).toEqual([action, memory === true]));
  }
  it('takes no verb from inside a longer noun (写 "write" in 写真 "photo")', () => {
    expect(readRequestAction('写真フォルダの中身を見せて').action).toBe('list');
  });
});

describe('everyday requests in scripts whose words take endings', () => {
  const cases: Array<[string, string, boolean?]> = [
    // Bengali, Tamil, Telugu, Amharic, Georgian, Armenian: the stem read inside the word that carries it
    ['ফাইলটা খুলুন', 'read'],
    ['ছবির ফোল্ডারে কী কী আছে', 'list'],
    ['রিনা চা পছন্দ করে, মনে রাখো', 'write', true],
    ['கோப்பைக் காட்டுங்கள்', 'read'],
    ['ఫైల్ తెరవండి', 'read'],
    ['ፋይሉን ክፈትልኝ', 'read'],
    ['ფაილი გახსენი', 'read'],
    ['ნინო ყავას სვამს, დაიმახსოვრე', 'write', true],
    ['Ցույց տուր ֆայլը', 'read'],
  ];
  for (const [message, action, memory] of cases) {
    it(message, () => expect(reading(message)).toEqual([action, memory === true]));
  }
});

describe('a deletion or a move in a script whose words take endings', () => {
  // A stem read inside a word cannot see the ending or particle that says "don't", nor tell "move" from "postpone".
  it.each(['እባክህ "Tom" የሚለውን አትሰርዝ', 'խնդրում եմ, մի ջնջիր "Tom"-ին', 'দয়া করে "Tom" কে মুছে ফেলো না', '"Tom" ஐ அழிக்காதே', 'notes.txt-ს ვადა გადაიტანე'])(
    'is never read as one: %s',
    (message) => {
      expect(['destroy', 'move']).not.toContain(readRequestAction(message).action);
    },
  );
});

describe('a deletion forbidden in another language', () => {
  it.each([
    'ne supprime pas "Tom"',
    'no borres notas.txt, solo muéstralo',
    'lösch notes.txt nicht',
    'не удаляй notes.txt',
    '"Tom" 삭제하지 마',
    'notes.txt を消さないで',
    '不要删除 notes.txt',
  ])('destroys nothing: %s', (message) => {
    const request = readRequestAction(message);
    expect(request.action).not.toBe('destroy');
    expect(request.destroys).toBe(false);
  });

  it.each(['no olvides que Ana es vegana', 'vergiss nicht, dass Ana vegan ist', "n'oublie pas que Ana est végane"])(
    'while "do not forget" still asks to remember: %s',
    (message) => {
      expect(readRequestAction(message).action).toBe('write');
    },
  );
});

describe('asking what the user told, in more languages', () => {
  it('reads the question as a search of the memory', () => {
    for (const message of [
      'Hva har jeg fortalt deg om Sigrid?',
      'Hvad ved du om Mette?',
      'ماذا تتذكر عن ليلى؟',
      'شو بتعرف عن سامي',
      'neha ke baare mein kya yaad hai tujhe',
      '鈴木さんについて覚えていることは？',
      '민지 씨에 대해 뭐 기억하고 있어?',
      '你还记得王伟的什么信息吗？',
    ])
      expect(reading(message), message).toEqual(['search', true]);
  });

  it('still reads a request to remember as one', () => {
    expect(reading('覚えておいて：田中さんはコーヒーが好き')).toEqual(['write', true]);
    expect(reading('Husk at Sigrid liker kaffe')).toEqual(['write', true]);
  });
});

describe('English names of things that are everyday words of another language', () => {
  it('name nothing in a request read as that language', () => {
    const pill = readRequestAction('recuerda que la señora Marta Olivares es la dueña de Coco, y Coco toma media pastilla a las 6pm');
    expect(pill.objects.has('media')).toBe(false);
    expect(pill.objects.has('memory')).toBe(true);
    expect(readRequestAction('kannst du dir merken, dass Jan in Köln wohnt').objects.has('directory')).toBe(false);
  });

  it('still name media and folders in English', () => {
    expect(readRequestAction('show me the media folder').objects.has('media')).toBe(true);
    expect(readRequestAction('list the dir').objects.has('directory')).toBe(true);
  });
});
