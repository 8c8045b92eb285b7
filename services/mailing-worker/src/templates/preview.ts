import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { MAIL_TEMPLATES, renderMail } from './index';
import { sampleData } from './samples';

/**
 * Renders every template with its sample into `<dir>/<template>.html` and `.txt`, so the mails
 * can be opened in a browser and reviewed without sending anything. Returns the written paths.
 */
export async function writePreviews(dir: string): Promise<string[]> {
  await mkdir(dir, { recursive: true });
  const paths: string[] = [];
  for (const template of MAIL_TEMPLATES) {
    const mail = renderMail(template, sampleData(template));
    const htmlPath = join(dir, `${template}.html`);
    const textPath = join(dir, `${template}.txt`);
    await writeFile(htmlPath, mail.html);
    // The subject is not part of either body; put it on top so the preview shows the whole mail.
    await writeFile(textPath, `Subject: ${mail.subject}\n\n${mail.text}`);
    paths.push(htmlPath, textPath);
  }
  return paths;
}
