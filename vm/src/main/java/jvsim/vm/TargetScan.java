package jvsim.vm;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import jvsim.vm.classpath.ClassSource;
import jvsim.vm.classpath.DirSource;
import jvsim.vm.classpath.JarSource;
import org.apache.bcel.classfile.ClassParser;
import org.apache.bcel.classfile.Constant;
import org.apache.bcel.classfile.ConstantClass;
import org.apache.bcel.classfile.ConstantPool;
import org.apache.bcel.classfile.ConstantUtf8;

/**
 * What the target's code can reach: whether a class on the target class path that the main class
 * reaches through the class names of its constant pool (and theirs, and so on: the classes it
 * names, and the classes in the descriptors it names) holds a name (a constant pool string, as
 * written): "PeakThreadCount" (ThreadMXBean's getPeakThreadCount and resetPeakThreadCount, the MBean
 * attribute) or "intern" (String.intern). A class the program loads by a name it computes, or makes
 * at run time, is not seen. Remembered per class path, main class and question.
 */
public final class TargetScan {
    private TargetScan() {}

    /** Whether the target's code names the peak thread count (false before its main method started). */
    public static boolean namesPeakThreadCount(Vm vm) {
        return vm.mainMethod != null && reach(vm.config.classpath, vm.mainMethod.owner.name, "PeakThreadCount", false);
    }

    /** Whether the target's code names a method "intern" (String.intern; false before its main method started). */
    public static boolean namesIntern(Vm vm) {
        return vm.mainMethod != null && reach(vm.config.classpath, vm.mainMethod.owner.name, "intern", true);
    }

    private static final Pattern DESCRIPTOR_CLASS = Pattern.compile("L([\\w/$]+);");
    private static final Map<String, Boolean> KNOWN = new ConcurrentHashMap<>();

    /** Whether mainClass (internal name) or a class it reaches on classpath holds a string that is name (whole: equal to it; else: containing it). */
    static boolean reach(List<Path> classpath, String mainClass, String name, boolean whole) {
        return KNOWN.computeIfAbsent(classpath + " " + mainClass + " " + name + " " + whole, k -> search(classpath, mainClass, name, whole));
    }

    private static boolean search(List<Path> classpath, String mainClass, String name, boolean whole) {
        List<ClassSource> sources = new ArrayList<>();
        try {
            for (Path p : classpath) {
                if (Files.isDirectory(p)) sources.add(new DirSource(p));
                else if (Files.isRegularFile(p)) sources.add(new JarSource(p));
            }
            Set<String> seen = new HashSet<>();
            ArrayDeque<String> todo = new ArrayDeque<>();
            todo.add(mainClass);
            seen.add(mainClass);
            while (!todo.isEmpty()) {
                String cls = todo.poll();
                byte[] bytes = read(sources, cls + ".class");
                if (bytes == null) continue; // a JDK class, or none
                ConstantPool pool = new ClassParser(new java.io.ByteArrayInputStream(bytes), cls).parse().getConstantPool();
                for (Constant k : pool.getConstantPool()) {
                    if (k instanceof ConstantClass cc) {
                        String n = pool.getConstantString(cc.getNameIndex(), org.apache.bcel.Const.CONSTANT_Utf8);
                        if (!n.startsWith("[") && seen.add(n)) todo.add(n);
                    } else if (k instanceof ConstantUtf8 u) {
                        String s = u.getBytes();
                        if (whole ? s.equals(name) : s.contains(name)) return true;
                        Matcher m = DESCRIPTOR_CLASS.matcher(s);
                        while (m.find()) if (seen.add(m.group(1))) todo.add(m.group(1));
                    }
                }
            }
            return false;
        } catch (IOException | RuntimeException e) {
            return true; // unreadable: it may ask
        }
    }

    private static byte[] read(List<ClassSource> sources, String resource) throws IOException {
        for (ClassSource s : sources) {
            byte[] b = s.read(resource);
            if (b != null) return b;
        }
        return null;
    }
}
