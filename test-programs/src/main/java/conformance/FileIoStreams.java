package conformance;

import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.File;
import java.io.FileInputStream;
import java.io.FileNotFoundException;
import java.io.FileOutputStream;
import java.io.FileReader;
import java.io.FileWriter;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * java.io on files the program writes itself, in a new temporary directory: streams, readers and
 * writers, appending, RandomAccessFile, and File's queries and changes (create, list, rename,
 * delete, mkdirs, length, permissions), with the exceptions for missing files and directories.
 */
public class FileIoStreams {
    public static void main(String[] args) throws Exception {
        File dir = File.createTempFile("jvsim-io", "");
        System.out.println("temp file: " + dir.isFile() + " " + dir.length() + " " + dir.delete() + " " + dir.mkdir() + " " + dir.isDirectory());
        File a = new File(dir, "a.txt");
        try (PrintWriter w = new PrintWriter(new BufferedWriter(new FileWriter(a)))) {
            for (int i = 0; i < 200; i++) w.println("line " + i);
        }
        System.out.println("a: " + a.exists() + " " + a.isFile() + " " + a.length() + " canRead=" + a.canRead() + " canWrite=" + a.canWrite());
        try (BufferedReader r = new BufferedReader(new FileReader(a))) {
            int n = 0;
            String last = null;
            for (String l; (l = r.readLine()) != null; n++) last = l;
            System.out.println("read " + n + " lines, last " + last);
        }
        try (FileOutputStream out = new FileOutputStream(a, true)) {
            out.write("appended\n".getBytes(StandardCharsets.UTF_8));
        }
        try (FileInputStream in = new FileInputStream(a)) {
            System.out.println("available " + in.available() + " skip " + in.skip(2000) + " rest " + new String(in.readAllBytes(), StandardCharsets.UTF_8).trim());
            System.out.println("at end: " + in.read() + " channel size " + in.getChannel().size());
        }
        try (FileOutputStream out = new FileOutputStream(a)) {
            out.write(65);
        }
        System.out.println("truncated by reopening: " + a.length());
        File data = new File(dir, "data.bin");
        try (DataOutputStream out = new DataOutputStream(new FileOutputStream(data))) {
            out.writeInt(0xCAFEBABE);
            out.writeUTF("héllo");
            out.writeDouble(Math.PI);
        }
        try (DataInputStream in = new DataInputStream(new FileInputStream(data))) {
            System.out.println(Integer.toHexString(in.readInt()) + " " + in.readUTF() + " " + in.readDouble());
        }
        try (RandomAccessFile raf = new RandomAccessFile(new File(dir, "raf.bin"), "rw")) {
            for (int i = 0; i < 10; i++) raf.writeLong(i * 1000L);
            raf.seek(8 * 4);
            System.out.println("raf: " + raf.readLong() + " pointer " + raf.getFilePointer() + " length " + raf.length());
            raf.seek(100);
            raf.write(7);
            System.out.println("after writing past the end: " + raf.length());
            raf.setLength(16);
            System.out.println("setLength: " + raf.length() + " pointer " + raf.getFilePointer() + " read " + raf.read());
            raf.seek(8);
            System.out.println("second long " + raf.readLong());
        }
        try (RandomAccessFile ro = new RandomAccessFile(new File(dir, "raf.bin"), "r")) {
            ro.write(1);
        } catch (IOException e) {
            System.out.println("write to r: " + e.getClass().getSimpleName());
        }
        File sub = new File(dir, "x/y/z");
        System.out.println("mkdirs " + sub.mkdirs() + " again " + sub.mkdirs() + " mkdir " + new File(dir, "x").mkdir());
        System.out.println("create " + new File(sub, "f").createNewFile() + " again " + new File(sub, "f").createNewFile());
        String[] names = dir.list();
        Arrays.sort(names);
        System.out.println("list " + Arrays.toString(names));
        System.out.println("listFiles of a file: " + a.listFiles());
        File renamed = new File(dir, "b.txt");
        System.out.println("rename " + a.renameTo(renamed) + " " + a.exists() + " " + renamed.exists());
        System.out.println("delete non-empty dir " + new File(dir, "x").delete());
        // (not canWrite after setReadOnly: root may write anyway)
        System.out.println("setReadOnly " + renamed.setReadOnly() + " setWritable " + renamed.setWritable(true) + " " + renamed.canWrite());
        System.out.println("setLastModified " + renamed.setLastModified(1_600_000_000_000L) + " " + renamed.lastModified());
        for (String missing : new String[]{"missing.txt", "x"}) {
            try {
                new FileInputStream(new File(dir, missing)).close();
            } catch (FileNotFoundException e) {
                System.out.println(e.getMessage().replace(dir.getPath(), "<dir>"));
            }
        }
        try {
            new FileOutputStream(new File(dir, "no/such/dir/f")).close();
        } catch (FileNotFoundException e) {
            System.out.println(e.getMessage().replace(dir.getPath(), "<dir>"));
        }
        System.out.println("canonical " + new File(dir, "x/y/../y/./z").getCanonicalPath().replace(dir.getCanonicalPath(), "<dir>"));
        deleteTree(dir);
        System.out.println("gone " + dir.exists());
    }

    static void deleteTree(File f) {
        File[] children = f.listFiles();
        if (children != null) for (File c : children) deleteTree(c);
        if (!f.delete()) throw new IllegalStateException("cannot delete " + f);
    }
}
