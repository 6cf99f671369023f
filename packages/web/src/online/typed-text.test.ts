import { afterEach, describe, expect, it } from 'vitest';
import { LIVE_CHAT_MAX, PLAYER_NAME_MAX, checkChatText, checkPlayerName } from '@decktet/protocol';
import { i18n } from '../i18n';
import { chatLength, chatProblem, nameProblem } from './typed-text';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('typed text the server would refuse', () => {
  it('names why a chat line is refused, for exactly the lines the protocol refuses', () => {
    const lines = ['gl hf', '  spaced  ', 'bell\u0007', 'two\nlines', 'ri\u202eght', 'para\u2029graph', '   ', 'x'.repeat(LIVE_CHAT_MAX), 'x'.repeat(LIVE_CHAT_MAX + 1)];
    for (const line of lines) expect(chatProblem(line) === null, JSON.stringify(line)).toBe(checkChatText(line).ok);
    expect(chatProblem('bell\u0007')).toBe('the message contains a control character, U+0007: chat lines may hold only visible characters and spaces');
    expect(chatProblem('ri\u202eght')).toMatch(/^the message contains an invisible formatting character, U\+202E:/);
    expect(chatProblem('para\u2029graph')).toMatch(/^the message contains a line break, U\+2029:/);
    expect(chatProblem('   ')).toBe('the message is empty: type at least one visible character');
    expect(chatProblem('x'.repeat(LIVE_CHAT_MAX + 1))).toBe(`the message is too long: at most ${LIVE_CHAT_MAX} characters`);
    expect(chatLength('  gl hf  ')).toBe(5);
  });

  it('names why a name is refused, for exactly the names the protocol refuses', () => {
    const names = ['Ada', '  Ａｄａ ', 'Ada\x1b[2J', 'A\u200dda', '   ', 'x'.repeat(PLAYER_NAME_MAX + 1), 'Easy Bot', 'Computer (hard)', 'Botanist'];
    for (const name of names) expect(nameProblem(name) === null, JSON.stringify(name)).toBe(checkPlayerName(name).ok);
    expect(nameProblem('Ada\x1b[2J')).toBe('the name contains a control character, U+001B: names may hold only visible characters and spaces');
    expect(nameProblem('   ')).toBe('the name is empty: type at least one visible character');
    expect(nameProblem('x'.repeat(PLAYER_NAME_MAX + 1))).toBe(`the name is too long: at most ${PLAYER_NAME_MAX} characters`);
    expect(nameProblem('Easy Bot')).toMatch(/^that name looks like a computer player's/);
  });

  it('finding 9: names invisible characters, look-alike bot names and the spectators\' name, for exactly the names the protocol refuses', () => {
    const names = ['Ada\u034f', 'Ada\u3164', '\u2800', 'Hard B\u043et', 'ExpertBot', '\u0410utomaton', 'Spectator', '\u13aada', '\u0301'];
    for (const name of names) expect(nameProblem(name) === null, JSON.stringify(name)).toBe(checkPlayerName(name).ok);
    expect(nameProblem('Ada\u034f')).toBe('the name contains an invisible character, U+034F: names may hold only visible characters and spaces');
    expect(nameProblem('Ada\u3164')).toMatch(/U\+3164/);
    expect(nameProblem('Hard B\u043et')).toMatch(/^that name looks like a computer player's/);
    expect(nameProblem('Spectator')).toBe('that is what the table calls its spectators: choose a name of your own');
    expect(nameProblem('\u0301')).toBe('the name has no visible character: type at least one letter, digit or symbol');
    expect(chatProblem('\u3164\u2800')).toMatch(/^the message has no visible character/);
    expect(chatProblem('\u3164\u2800') === null).toBe(checkChatText('\u3164\u2800').ok);
  });

  it('says it in Spanish', async () => {
    await i18n.changeLanguage('es');
    expect(chatProblem('two\nlines')).toBe('el mensaje contiene un carácter de control, U+000A: los mensajes del chat solo pueden llevar caracteres visibles y espacios');
    expect(nameProblem('   ')).toBe('el nombre está vacío: escribe al menos un carácter visible');
    expect(nameProblem('A\ufe0fda')).toBe('el nombre contiene un carácter invisible, U+FE0F: los nombres solo pueden llevar caracteres visibles y espacios');
    expect(chatProblem('\u2800')).toMatch(/^el mensaje no tiene ningún carácter visible/);
  });
});
