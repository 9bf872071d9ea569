package jvsim.vm;

import java.lang.reflect.Modifier;

/**
 * Access control (JVMS 5.4.4) as HotSpot applies it when a symbolic reference resolves, with its
 * IllegalAccessError messages. Classes of the JDK and hidden classes (lambda proxies and other
 * generated code, nestmates of their callers) are not checked: their references are consistent by
 * construction, and checking them would only cost time. Nor are the accessors core reflection
 * generates (subclasses of MagicAccessorImpl), which HotSpot exempts too.
 */
public final class Access {
    private Access() {}

    /** Whether references from d are checked at all. */
    static boolean checks(VmClass d) {
        if (d.jdk || d.hidden) return false;
        for (VmClass s = d.superclass; s != null; s = s.superclass) if (s.name.equals("jdk/internal/reflect/MagicAccessorImpl")) return false;
        return true;
    }

    /** Whether class c is accessible from d: public, or in d's run-time package (array: its element class). */
    public static boolean type(VmClass d, VmClass c) {
        if (c.isArray()) c = c.elementClass;
        if (c == null || c.isPrimitive() || Modifier.isPublic(c.access)) return true;
        return samePackage(d, c);
    }

    /**
     * Whether a member of class c with the given access flags, referenced through class t (the
     * class named in the symbolic reference), is accessible from d.
     */
    public static boolean member(VmClass d, VmClass t, VmClass c, int access) {
        if (Modifier.isPublic(access) || d == c) return true;
        if (Modifier.isPrivate(access)) return nestHost(d).equals(nestHost(c));
        if (samePackage(d, c)) return true;
        if (!Modifier.isProtected(access) || !d.isSubclassOf(c)) return false;
        // a protected instance member only through d's own lineage (or c itself)
        return Modifier.isStatic(access) || t == d || t == c || d.isSubclassOf(t) || t.isSubclassOf(d);
    }

    /** Same run-time package: same package name and defining loader. */
    static boolean samePackage(VmClass a, VmClass b) {
        return a.loader == b.loader && packageOf(a).equals(packageOf(b));
    }

    /** A class's nest host's name (itself without a NestHost attribute). */
    public static String nestHost(VmClass k) { return k.nestHost != null ? k.nestHost : k.name; }

    /** A class's package, for hidden classes ("p/C/0x1f") that of the name they were defined with. */
    public static String packageOf(VmClass k) {
        if (k.isArray()) return packageOf(k.elementClass);
        String n = k.name;
        int i = n.lastIndexOf('/');
        if (k.hidden && i > 0 && n.startsWith("0x", i + 1)) i = n.lastIndexOf('/', i - 1);
        return i < 0 ? "" : n.substring(0, i);
    }

    static LinkageFailure classError(VmClass d, VmClass c) {
        return new LinkageFailure("java/lang/IllegalAccessError", "failed to access class " + c.javaName() + " from class " + d.javaName()
                + " (" + modules(c, d) + ")");
    }

    static LinkageFailure methodError(VmClass d, VmMethod m) {
        return new LinkageFailure("java/lang/IllegalAccessError", "class " + d.javaName() + " tried to access "
                + (m.isAbstract() ? "abstract " : "") + (Modifier.isProtected(m.access) ? "protected " : "") + (m.isPrivate() ? "private " : "")
                + "method '" + Descriptors.externalSignature(m.owner.javaName(), m.name, m.desc) + "' (" + modules(d, m.owner) + ")");
    }

    static LinkageFailure fieldError(VmClass d, VmField f) {
        return new LinkageFailure("java/lang/IllegalAccessError", "class " + d.javaName() + " tried to access "
                + (Modifier.isProtected(f.access) ? "protected " : "") + (Modifier.isPrivate(f.access) ? "private " : "")
                + "field " + f.owner.javaName() + "." + f.name + " (" + modules(d, f.owner) + ")");
    }

    /** HotSpot's "A and B are in unnamed module of loader 'app'", or each one's module. */
    static String modules(VmClass a, VmClass b) {
        String ma = moduleOf(a), mb = moduleOf(b);
        if (ma.equals(mb)) return a.javaName() + " and " + b.javaName() + " are in " + ma;
        return a.javaName() + " is in " + ma + "; " + b.javaName() + " is in " + mb;
    }

    private static String moduleOf(VmClass k) {
        if (k.isArray()) k = k.elementClass;
        String loader = k.loader == null ? "'bootstrap'" : k.jdk ? "'platform'" : "'app'";
        if (!k.jdk) return "unnamed module of loader " + loader;
        String module = k.source instanceof jvsim.vm.classpath.JrtSource j ? j.moduleOf(packageOf(k)) : null;
        return "module " + (module == null ? "java.base" : module) + " of loader " + loader;
    }
}
