package conformance;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.zip.DataFormatException;
import java.util.zip.Deflater;
import java.util.zip.GZIPInputStream;
import java.util.zip.GZIPOutputStream;
import java.util.zip.Inflater;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;
import java.util.zip.ZipOutputStream;

/** In-memory compression: gzip, zip and raw deflate streams (zlib through Deflater/Inflater). */
public class ZipStreams {
    public static void main(String[] args) throws Exception {
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < 300; i++) text.append("record ").append(i).append(' ').append(i * i % 97).append('\n');
        byte[] data = text.toString().getBytes(StandardCharsets.UTF_8);

        ByteArrayOutputStream bo = new ByteArrayOutputStream();
        try (GZIPOutputStream gz = new GZIPOutputStream(bo)) { gz.write(data); }
        byte[] gzipped = bo.toByteArray();
        try (GZIPInputStream in = new GZIPInputStream(new ByteArrayInputStream(gzipped))) {
            byte[] back = in.readAllBytes();
            System.out.println("gzip " + data.length + " -> " + gzipped.length + " -> " + back.length + " same " + java.util.Arrays.equals(data, back));
        }

        for (int level : new int[]{Deflater.NO_COMPRESSION, Deflater.BEST_SPEED, Deflater.DEFAULT_COMPRESSION, Deflater.BEST_COMPRESSION}) {
            for (boolean nowrap : new boolean[]{false, true}) {
                Deflater d = new Deflater(level, nowrap);
                d.setInput(data);
                d.finish();
                byte[] buf = new byte[64];
                ByteArrayOutputStream out = new ByteArrayOutputStream();
                int calls = 0;
                while (!d.finished()) { out.write(buf, 0, d.deflate(buf)); calls++; }
                byte[] packed = out.toByteArray();
                Inflater inf = new Inflater(nowrap);
                inf.setInput(packed);
                byte[] unpacked = new byte[data.length + 10];
                int n = inf.inflate(unpacked);
                System.out.println("level " + level + " nowrap " + nowrap + ": " + packed.length + " bytes in " + calls + " calls, read " + d.getBytesRead()
                        + ", adler " + Integer.toHexString(d.getAdler()) + ", inflated " + n + " finished " + inf.finished() + " remaining " + inf.getRemaining());
                d.end();
                inf.end();
            }
        }

        byte[] dict = "record ".getBytes(StandardCharsets.US_ASCII);
        Deflater d = new Deflater();
        d.setDictionary(dict);
        d.setInput(data, 0, 200);
        d.finish();
        byte[] packed = new byte[400];
        int plen = d.deflate(packed);
        Inflater inf = new Inflater();
        inf.setInput(packed, 0, plen);
        byte[] out = new byte[200];
        System.out.println("dictionary: first inflate " + inf.inflate(out) + " needs " + inf.needsDictionary() + " adler " + Integer.toHexString(inf.getAdler()));
        inf.setDictionary(dict);
        System.out.println("then " + inf.inflate(out) + " finished " + inf.finished() + " text " + new String(out, 0, 20, StandardCharsets.US_ASCII).replace('\n', '|'));

        Inflater bad = new Inflater();
        bad.setInput(new byte[]{1, 2, 3, 4, 5, 6});
        try {
            bad.inflate(new byte[10]);
        } catch (DataFormatException e) {
            System.out.println("bad data: " + e.getMessage());
        }

        ByteArrayOutputStream zo = new ByteArrayOutputStream();
        try (ZipOutputStream zip = new ZipOutputStream(zo)) {
            zip.setComment("made in memory");
            ZipEntry a = new ZipEntry("dir/a.txt");
            a.setTime(0);
            zip.putNextEntry(a);
            zip.write(data);
            zip.closeEntry();
            ZipEntry b = new ZipEntry("b.bin");
            b.setTime(0);
            b.setMethod(ZipEntry.STORED);
            byte[] raw = {0, 1, 2, 3, (byte) 0xff};
            b.setSize(raw.length);
            java.util.zip.CRC32 crc = new java.util.zip.CRC32();
            crc.update(raw);
            b.setCrc(crc.getValue());
            zip.putNextEntry(b);
            zip.write(raw);
            zip.closeEntry();
        }
        System.out.println("zip " + zo.size() + " bytes");
        try (ZipInputStream zin = new ZipInputStream(new ByteArrayInputStream(zo.toByteArray()))) {
            for (ZipEntry e; (e = zin.getNextEntry()) != null; ) {
                byte[] content = zin.readAllBytes();
                System.out.println("  " + e.getName() + " method " + e.getMethod() + " size " + content.length + " crc " + Long.toHexString(e.getCrc()));
            }
        }
    }
}
