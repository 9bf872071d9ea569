package conformance;

import java.io.BufferedReader;
import java.io.File;
import java.io.FileInputStream;
import java.io.FileNotFoundException;
import java.io.FileReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.RandomAccessFile;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Properties;

/** Reading class path resources and files, and java.io.File queries on class path paths. */
public class ClasspathFiles {
    public static void main(String[] args) throws Exception {
        try (BufferedReader r = new BufferedReader(new InputStreamReader(
                ClasspathFiles.class.getResourceAsStream("data/resource-data.txt"), StandardCharsets.UTF_8))) {
            String line;
            int n = 0;
            while ((line = r.readLine()) != null) System.out.println("line " + (++n) + ": " + line + " (" + line.length() + " chars)");
        }
        Properties p = new Properties();
        try (InputStream in = ClasspathFiles.class.getResourceAsStream("/conformance/data/settings.properties")) {
            p.load(in);
        }
        System.out.println("properties: " + new java.util.TreeMap<>(p));

        URL url = ClasspathFiles.class.getResource("data/resource-data.txt");
        File f = new File(url.toURI());
        File dir = f.getParentFile();
        System.out.println("file: " + f.getName() + " in " + dir.getName() + " absolute " + f.isAbsolute());
        System.out.println("exists " + f.exists() + " file " + f.isFile() + " dir " + f.isDirectory() + " hidden " + f.isHidden() + " readable " + f.canRead());
        System.out.println("dir exists " + dir.exists() + " file " + dir.isFile() + " dir " + dir.isDirectory());
        System.out.println("length " + f.length() + " dir length>0 " + (dir.length() > 0) + " modified>0 " + (f.lastModified() > 0));
        String[] names = dir.list();
        Arrays.sort(names);
        System.out.println("list " + Arrays.toString(names));
        File[] files = dir.listFiles((d, name) -> name.endsWith(".txt"));
        System.out.println("listFiles *.txt " + files.length + " " + files[0].getName());
        System.out.println("canonical " + f.getCanonicalPath().equals(f.getAbsolutePath()) + " " + new File(dir, "../data/./settings.properties").getCanonicalFile().getName());
        File missing = new File(dir, "missing.txt");
        System.out.println("missing exists " + missing.exists() + " length " + missing.length() + " modified " + missing.lastModified() + " list " + missing.list());
        System.out.println("empty path exists " + new File("").exists());
        System.out.println("toURI round trip " + f.toURI().equals(url.toURI()));

        try (FileInputStream in = new FileInputStream(f)) {
            System.out.println("available " + in.available());
            System.out.println("first byte " + in.read() + " skip " + in.skip(6) + " next " + (char) in.read());
            byte[] rest = in.readAllBytes();
            System.out.println("rest " + rest.length + " then " + in.read() + " available " + in.available());
            System.out.println("channel-free length " + (1 + 6 + 1 + rest.length));
        }
        try (FileReader fr = new FileReader(f, StandardCharsets.UTF_8)) {
            char[] buf = new char[64];
            int n = fr.read(buf);
            System.out.println("reader " + n + " chars, last line " + new String(buf, 0, n).strip().lines().reduce((a, b) -> b).orElse(""));
        }
        try (RandomAccessFile raf = new RandomAccessFile(f, "r")) {
            System.out.println("raf length " + raf.length() + " pointer " + raf.getFilePointer());
            raf.seek(11);
            System.out.println("raf at 11: " + raf.readLine());
            raf.seek(raf.length() - 3);
            System.out.println("raf tail " + raf.read() + " " + raf.read() + " " + raf.read() + " " + raf.read() + " pointer " + raf.getFilePointer());
            byte[] b = new byte[5];
            raf.seek(0);
            raf.readFully(b);
            System.out.println("raf head " + new String(b, StandardCharsets.US_ASCII));
        }
        try {
            new FileInputStream(missing);
        } catch (FileNotFoundException e) {
            System.out.println("missing: " + e.getMessage().replace(dir.getPath(), "<dir>"));
        }
        try {
            new FileInputStream(dir);
        } catch (FileNotFoundException e) {
            System.out.println("directory: " + e.getMessage().replace(dir.getPath(), "<dir>"));
        }
        try {
            FileInputStream in = new FileInputStream(f);
            in.close();
            in.read();
        } catch (IOException e) {
            System.out.println("closed: " + e.getMessage());
        }
    }
}
