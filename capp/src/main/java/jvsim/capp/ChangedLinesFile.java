package jvsim.capp;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.apache.bcel.classfile.JavaClass;
import org.apache.bcel.classfile.LineNumber;
import org.apache.bcel.classfile.LineNumberTable;
import org.apache.bcel.classfile.Method;

/**
 * Changed lines from a list (--changed-lines=file), e.g. made from a diff: one point a line,
 * {@code pkg.Class:42} for a changed source line (every method of the class whose line number
 * table has it) or {@code pkg.Class#field} for a field; blank lines and lines starting with '#'
 * are skipped. The lines are extended to impacted points as changed-since's are ({@link ImpactAnalysis}).
 */
public final class ChangedLinesFile {
    private ChangedLinesFile() { }

    /** The impacted points of the list, resolved against the program on classPath. IllegalArgumentException with a one-line message for a bad list. */
    public static ImpactedPoints read(Path file, List<Path> classPath) {
        List<String> text;
        try {
            text = Files.readAllLines(file);
        } catch (IOException e) {
            throw new IllegalArgumentException("cannot read --changed-lines file " + file + ": " + e.getMessage());
        }
        return parse(text, ClassFiles.read(classPath), "changed-lines " + file);
    }

    static ImpactedPoints parse(List<String> text, ClassFiles now, String source) {
        ChangedLines changed = new ChangedLines();
        List<ImpactedPoint> fields = new ArrayList<>();
        for (int n = 0; n < text.size(); n++) {
            String l = text.get(n).strip();
            if (l.isEmpty() || l.startsWith("#")) continue;
            String where = source + " line " + (n + 1) + ": ";
            int hash = l.indexOf('#'), colon = l.lastIndexOf(':');
            if (hash > 0) {
                String cls = l.substring(0, hash), field = l.substring(hash + 1);
                if (field.isEmpty() || now.get(cls) == null) throw new IllegalArgumentException(where + "no class " + cls + " on the class path, or no field named");
                fields.add(ImpactedPoint.field(cls, field));
            } else if (colon > 0) {
                String cls = l.substring(0, colon);
                int line;
                try {
                    line = Integer.parseInt(l.substring(colon + 1).strip());
                } catch (NumberFormatException e) {
                    throw new IllegalArgumentException(where + "expected Class:line or Class#field, not '" + l + "'");
                }
                JavaClass c = now.get(cls);
                if (c == null) throw new IllegalArgumentException(where + "no class " + cls + " on the class path");
                boolean found = false;
                for (Method m : c.getMethods()) {
                    LineNumberTable t = m.getLineNumberTable();
                    if (t == null) continue;
                    for (LineNumber x : t.getLineNumberTable()) {
                        if (x.getLineNumber() == line) {
                            changed.add(cls, ChangeAnalysis.key(m), line);
                            found = true;
                            break;
                        }
                    }
                }
                if (!found) throw new IllegalArgumentException(where + "no code of " + cls + " is on line " + line);
            } else {
                throw new IllegalArgumentException(where + "expected Class:line or Class#field, not '" + l + "'");
            }
        }
        ImpactedPoints lines = ImpactAnalysis.extend(changed, now, source);
        List<ImpactedPoint> all = new ArrayList<>(lines.points());
        all.addAll(fields);
        return new ImpactedPoints(all, source);
    }
}
