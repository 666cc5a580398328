"""Writes the demo course materials (real, small PDF, DOCX and ZIP files). Run: python3 make-materials.py"""
import io
import os
import zipfile

HERE = os.path.dirname(os.path.abspath(__file__))
FIXED_TIME = (2024, 1, 1, 0, 0, 0)  # stable bytes from run to run


def pdf(title, lines):
    def esc(s):
        return s.replace('\\', '\\\\').replace('(', '\\(').replace(')', '\\)')

    text = ['BT', '/F1 20 Tf', '72 720 Td', f'({esc(title)}) Tj', '/F1 12 Tf', '0 -32 Td']
    for line in lines:
        text += [f'({esc(line)}) Tj', '0 -20 Td']
    text.append('ET')
    stream = '\n'.join(text).encode('latin-1')
    objects = [
        b'<< /Type /Catalog /Pages 2 0 R >>',
        b'<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
        b'<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R '
        b'/Resources << /Font << /F1 5 0 R >> >> >>',
        b'<< /Length ' + str(len(stream)).encode() + b' >>\nstream\n' + stream + b'\nendstream',
        b'<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    ]
    out = io.BytesIO()
    out.write(b'%PDF-1.4\n')
    offsets = []
    for i, body in enumerate(objects, start=1):
        offsets.append(out.tell())
        out.write(f'{i} 0 obj\n'.encode() + body + b'\nendobj\n')
    xref = out.tell()
    out.write(f'xref\n0 {len(objects) + 1}\n0000000000 65535 f \n'.encode())
    for off in offsets:
        out.write(f'{off:010d} 00000 n \n'.encode())
    out.write(f'trailer\n<< /Size {len(objects) + 1} /Root 1 0 R >>\nstartxref\n{xref}\n%%EOF\n'.encode())
    return out.getvalue()


def write_zip(path, files):
    with zipfile.ZipFile(path, 'w', zipfile.ZIP_DEFLATED) as z:
        for name, data in files:
            info = zipfile.ZipInfo(name, FIXED_TIME)
            info.compress_type = zipfile.ZIP_DEFLATED
            z.writestr(info, data)


def docx(path, title, paragraphs):
    def para(text, style=None):
        ppr = f'<w:pPr><w:pStyle w:val="{style}"/></w:pPr>' if style else ''
        text = text.replace('&', '&amp;').replace('<', '&lt;').replace('>', '&gt;')
        return f'<w:p>{ppr}<w:r><w:t xml:space="preserve">{text}</w:t></w:r></w:p>'

    body = para(title, 'Title') + ''.join(para(p) for p in paragraphs)
    write_zip(path, [
        ('[Content_Types].xml',
         '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>'
         '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">'
         '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>'
         '<Default Extension="xml" ContentType="application/xml"/>'
         '<Override PartName="/word/document.xml" '
         'ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>'
         '</Types>'),
        ('_rels/.rels',
         '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>'
         '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
         '<Relationship Id="rId1" '
         'Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" '
         'Target="word/document.xml"/></Relationships>'),
        ('word/document.xml',
         '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>'
         '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">'
         f'<w:body>{body}</w:body></w:document>'),
    ])


def main():
    def out(name):
        return os.path.join(HERE, name)

    beats = ['1. Hook: open with a question or a surprise.', '2. Setup: who wants what, and why now?',
             '3. Conflict: what stands in the way?', '4. Turning point: a choice that changes everything.',
             '5. Resolution: what changed, and what did we learn?']
    with open(out('story-structure-worksheet.pdf'), 'wb') as f:
        f.write(pdf('Story Structure Worksheet', ['Fill in one line for each beat of your story.', ''] + beats))
    with open(out('video-shot-list.pdf'), 'wb') as f:
        f.write(pdf('Video Shot List', ['Plan every shot before you film.', '',
                                        'Shot 1 - Wide: where are we?', 'Shot 2 - Medium: who is here?',
                                        'Shot 3 - Close-up: how do they feel?', 'Shot 4 - B-roll: details that tell the story.']))
    docx(out('character-profile-template.docx'), 'Character Profile Template',
         ['Name:', 'Age:', 'What they want most:', 'What they fear most:', 'A secret nobody knows:',
          'How they change by the end of the story:'])
    docx(out('content-calendar-template.docx'), 'Content Calendar Template',
         ['Week 1 - Idea, format, platform, publish date:', 'Week 2 - Idea, format, platform, publish date:',
          'Week 3 - Idea, format, platform, publish date:', 'Week 4 - Idea, format, platform, publish date:'])
    write_zip(out('storytelling-starter-kit.zip'), [
        ('README.txt', 'Storytelling starter kit\n\nstory-beats.md: the five beats of a short story.\n'),
        ('story-beats.md', '# Story beats\n\n' + '\n'.join(f'- {b[3:]}' for b in beats) + '\n'),
    ])
    write_zip(out('creator-toolkit.zip'), [
        ('README.txt', 'Creator toolkit\n\nchecklist.md: before you publish.\n'),
        ('checklist.md', '# Before you publish\n\n- Clear title\n- Strong first 3 seconds\n- Captions\n'
                         '- Call to action\n'),
    ])


if __name__ == '__main__':
    main()
