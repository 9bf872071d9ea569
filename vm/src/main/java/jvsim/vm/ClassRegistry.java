package jvsim.vm;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import jvsim.vm.classpath.ClassSource;
import jvsim.vm.classpath.JrtSource;
import org.apache.bcel.classfile.Attribute;
import org.apache.bcel.classfile.ClassFormatException;
import org.apache.bcel.classfile.ClassParser;
import org.apache.bcel.classfile.Code;
import org.apache.bcel.classfile.CodeException;
import org.apache.bcel.classfile.ConstantValue;
import org.apache.bcel.classfile.Field;
import org.apache.bcel.classfile.JavaClass;
import org.apache.bcel.classfile.LineNumber;
import org.apache.bcel.classfile.LineNumberTable;
import org.apache.bcel.classfile.Method;
import org.apache.bcel.classfile.NestHost;

/** Loads class files from the class sources, links them, and keeps the VM's class namespace. */
public final class ClassRegistry {
    /** Parsed JDK class files, shared by every VM in this host process (they never change). */
    private static final Map<String, JavaClass> JDK_CACHE = new ConcurrentHashMap<>();
    /** The keys of {@link #JDK_CACHE} in the order first parsed (see {@link BootClasses}). */
    private static final java.util.Queue<String> JDK_PARSE_ORDER = new java.util.concurrent.ConcurrentLinkedQueue<>();

    private final Vm vm;
    private final List<ClassSource> sources;
    private final Map<String, VmClass> classes = new HashMap<>();
    /** Classes defined from bytes after a state snapshot, withdrawn by its restore (see VmClass#definedFrom). */
    private final Map<String, VmClass> withdrawn = new HashMap<>();
    private final Map<String, LinkageFailure> failures = new HashMap<>();
    private final List<VmClass> all = new ArrayList<>();
    /** The loaded classes Atomic#queriesQueues looked at (the first this many of {@link #all}), and whether one names a queue query. */
    int queueQueriesLookedAt;
    boolean namesQueueQuery;
    private final Map<Character, VmClass> primitives = new HashMap<>();
    private VmClass object, classClass, string;
    private int classSlotLoader = -1, classSlotComponent = -1, classSlotModule = -1;
    /** Loader object given to classes from the target class path (null until the VM creates one). */
    public VmObject appLoader;
    /** The built-in loaders and which classes each defines. */
    public final BuiltinLoaders loaders = new BuiltinLoaders();
    private int classLoaderSlotUnnamedModule = -1;
    /** The module object every class reports (one unnamed module), once created. */
    public VmObject module;

    ClassRegistry(Vm vm, List<ClassSource> sources) {
        this.vm = vm;
        this.sources = sources;
        String[][] prims = {{"int", "I"}, {"long", "J"}, {"float", "F"}, {"double", "D"}, {"byte", "B"},
            {"char", "C"}, {"short", "S"}, {"boolean", "Z"}, {"void", "V"}};
        for (String[] p : prims) primitives.put(p[1].charAt(0), new VmClass(vm, p[0], p[1].charAt(0)));
    }

    public VmClass objectClass() { return object; }
    public VmClass classClass() { return classClass; }
    public VmClass stringClass() { return string; }
    public List<VmClass> loaded() { return all; }

    public VmClass primitive(char descriptor) { return primitives.get(descriptor); }

    public java.util.Collection<VmClass> primitives() { return primitives.values(); }

    public VmClass primitiveByName(String keyword) {
        for (VmClass c : primitives.values()) if (c.name.equals(keyword)) return c;
        return null;
    }

    /** An already loaded class, or null. */
    public VmClass findLoaded(String name) { return classes.get(name); }

    /** The class for a field descriptor ("I", "[J", "Ljava/lang/String;"). */
    public VmClass forDescriptor(String desc) {
        char c = desc.charAt(0);
        if (c == 'L') return load(desc.substring(1, desc.length() - 1));
        if (c == '[') return load(desc);
        return primitive(c);
    }

    public VmClass arrayOf(VmClass component) {
        VmClass a = component.arrayClass;
        if (a == null) {
            a = new VmClass(vm, component);
            a.superclass = object;
            a.loader = component.loader;
            a.interfaces = new VmClass[]{vm.known.cloneable.get(), vm.known.serializable.get()};
            a.allInterfaces = a.interfaces;
            a.vtable = object.vtable;
            a.vtableIndex.putAll(object.vtableIndex);
            a.depth = 1;
            a.supers = new VmClass[]{object, a};
            a.initState = VmClass.INITIALIZED;
            component.arrayClass = a;
            register(a);
        }
        return a;
    }

    /** Loads (and links) a class by internal name; array names are accepted. */
    public VmClass load(String name) {
        VmClass c = classes.get(name);
        if (c != null) return c;
        if (name.charAt(0) == '[') {
            VmClass comp = forDescriptor(name.substring(1));
            return arrayOf(comp);
        }
        LinkageFailure earlier = failures.get(name);
        if (earlier != null) throw earlier;
        try {
            return define(name);
        } catch (LinkageFailure f) {
            if (f.errorClass.equals("java/lang/NoClassDefFoundError")) failures.put(name, f);
            throw f;
        }
    }

    private VmClass define(String name) {
        JavaClass cf = null;
        ClassSource from = null;
        for (ClassSource s : sources) {
            cf = parse(s, name);
            if (cf != null) { from = s; break; }
        }
        if (cf == null) throw new LinkageFailure("java/lang/NoClassDefFoundError", name);
        return defineParsed(name, cf, loaders.object(kindOf(from, name)), from);
    }

    /** The built-in loader that defines a class found in source s. */
    private BuiltinLoaders.Kind kindOf(ClassSource s, String name) {
        if (!s.isJdk()) return BuiltinLoaders.Kind.APP;
        return loaders.ofModule(vm.jdk.moduleOf(packageOf(name)));
    }

    private static String packageOf(String name) {
        int i = name.lastIndexOf('/');
        return i < 0 ? "" : name.substring(0, i);
    }

    /**
     * The built-in loader that defines (or would define) the named class: BOOT, PLATFORM or APP,
     * or null when no source has it or a loader of the target defined it. Does not load the class.
     */
    public BuiltinLoaders.Kind definingKind(String name) {
        VmClass c = classes.get(name);
        if (c != null) return c.isArray() ? definingKind(c.elementClass.name) : c.isPrimitive() ? BuiltinLoaders.Kind.BOOT : loaders.kindOf(c.loader);
        if (name.charAt(0) == '[') {
            int i = name.lastIndexOf('[') + 1;
            if (name.charAt(i) != 'L') return BuiltinLoaders.Kind.BOOT;
            return definingKind(name.substring(i + 1, name.length() - 1));
        }
        for (ClassSource s : sources) {
            try {
                if (s.isJdk() ? parse(s, name) != null : s.read(name + ".class") != null) return kindOf(s, name);
            } catch (IOException | LinkageFailure e) {
                return kindOf(s, name); // unreadable or malformed: loading it reports the problem
            }
        }
        return null;
    }

    /** Defines a class from bytes handed in by the target or generated by the VM. */
    public VmClass defineFromBytes(String expectedName, byte[] bytes, VmObject loader) {
        JavaClass cf;
        try {
            cf = new ClassParser(new ByteArrayInputStream(bytes), expectedName + ".class").parse();
        } catch (IOException | ClassFormatException e) {
            throw new LinkageFailure("java/lang/ClassFormatError", expectedName + ": " + e.getMessage());
        }
        String name = cf.getClassName().replace('.', '/');
        if (expectedName != null && !expectedName.equals(name))
            throw new LinkageFailure("java/lang/NoClassDefFoundError", expectedName + " (wrong name: " + name + ")");
        VmClass earlier = withdrawn.get(name);
        if (earlier != null && !classes.containsKey(name) && earlier.loader == loader && java.util.Arrays.equals(earlier.definedFrom, bytes)) {
            // the same definition at the same point of a re-execution: the class as it was, not yet initialized
            withdrawn.remove(name);
            classes.put(name, earlier);
            return earlier;
        }
        if (classes.containsKey(name))
            throw new LinkageFailure("java/lang/LinkageError", "duplicate class definition: " + name);
        VmClass k = defineParsed(name, cf, loader, null);
        k.definedFrom = bytes;
        return k;
    }

    private JavaClass parse(ClassSource s, String name) {
        return parseShared(s, name);
    }

    /**
     * The parsed class file of name in s, or null when s has none; a JDK source's are parsed once per
     * host process and kept in {@link #JDK_CACHE} (any thread may call this: {@link BootClasses} does).
     */
    static JavaClass parseShared(ClassSource s, String name) {
        String key = s.isJdk() ? jdkKey(s, name) : null;
        if (key != null) {
            JavaClass cached = JDK_CACHE.get(key);
            if (cached != null) return cached;
        }
        byte[] bytes;
        try {
            bytes = s.read(name + ".class");
        } catch (IOException e) {
            throw new LinkageFailure("java/lang/NoClassDefFoundError", name + " (" + e.getMessage() + ")");
        }
        if (bytes == null) return null;
        JavaClass cf;
        try {
            cf = new ClassParser(new ByteArrayInputStream(bytes), name + ".class").parse();
        } catch (IOException | RuntimeException e) {
            throw new LinkageFailure("java/lang/ClassFormatError", "Truncated or malformed class file " + name + " in " + s.describe());
        }
        if (key == null) return cf;
        // another thread may have parsed it meanwhile: every VM sees the same JavaClass
        JavaClass earlier = JDK_CACHE.putIfAbsent(key, cf);
        if (earlier != null) return earlier;
        JDK_PARSE_ORDER.add(key);
        return cf;
    }

    /** The key of a JDK source's class in {@link #JDK_CACHE}: "source!internal/Name". */
    static String jdkKey(ClassSource s, String name) { return s.describe() + "!" + name; }

    /** The keys of the JDK class files parsed so far in this host process, in the order first parsed. */
    static List<String> parsedJdkClasses() { return new ArrayList<>(JDK_PARSE_ORDER); }

    /** Defines a parsed class; {@code from} is the class source it was found in, null for bytes the target or the VM gave. */
    private VmClass defineParsed(String name, JavaClass cf, VmObject loader, ClassSource from) {
        int maxMajor = vm.jdk.maxClassMajor();
        if (cf.getMajor() > maxMajor)
            throw new LinkageFailure("java/lang/UnsupportedClassVersionError", name.replace('/', '.')
                    + " has been compiled by a more recent version of the Java Runtime (class file version "
                    + cf.getMajor() + "." + cf.getMinor() + "), this version of the Java Runtime only recognizes class file versions up to " + maxMajor + ".0");
        String actual = cf.getClassName().replace('.', '/');
        if (!actual.equals(name))
            throw new LinkageFailure("java/lang/NoClassDefFoundError", name + " (wrong name: " + actual + ")");
        if (vm.gates != null) cf = vm.gates.instrument(name, cf);
        VmClass c = new VmClass(vm, name, cf);
        c.loader = loader;
        c.jdk = from != null && from.isJdk(); // before linking: the natives bound depend on it
        c.testFramework = !c.jdk && VmClass.isTestFramework(name);
        c.source = from;
        classes.put(name, c); // visible early so that circularity shows as such
        try {
            String superName = cf.getSuperclassName();
            if (!name.equals("java/lang/Object")) {
                VmClass sup = load(superName.replace('.', '/'));
                if (sup.isInterface())
                    throw new LinkageFailure("java/lang/IncompatibleClassChangeError", "class " + c.javaName() + " has interface " + sup.javaName() + " as super class");
                if (Modifier.isFinal(sup.access))
                    throw new LinkageFailure("java/lang/IncompatibleClassChangeError", "class " + c.javaName() + " cannot inherit from final class " + sup.javaName());
                c.superclass = sup;
            }
            String[] in = cf.getInterfaceNames();
            c.interfaces = new VmClass[in.length];
            for (int i = 0; i < in.length; i++) {
                VmClass ic = load(in[i].replace('.', '/'));
                if (!ic.isInterface())
                    throw new LinkageFailure("java/lang/IncompatibleClassChangeError", "class " + c.javaName() + " can not implement " + ic.javaName() + ", because it is not an interface (" + vm.classInModuleOfLoader(ic) + ")");
                c.interfaces[i] = ic;
            }
        } catch (LinkageFailure f) {
            classes.remove(name);
            throw f;
        }
        link(c);
        vm.watch(c);
        register(c);
        return c;
    }

    private void register(VmClass c) {
        all.add(c);
        classes.put(c.name, c);
        switch (c.name) {
            case "java/lang/Object": object = c; break;
            case "java/lang/String": string = c; break;
            case "java/lang/Class":
                classClass = c;
                classSlotLoader = vm.known.classLoader.field().slot;
                classSlotComponent = vm.known.classComponentType.field().slot;
                classSlotModule = vm.known.classModule.field().slot;
                for (VmClass p : primitives.values()) createMirror(p);
                for (VmClass e : all) if (e.mirror == null) createMirror(e);
                break;
            default:
        }
        if (classClass != null && c.mirror == null) createMirror(c);
    }

    private void createMirror(VmClass c) {
        VmObject m = vm.heap.newInternal(classClass);
        m.meta = c;
        m.shared = true;
        c.mirror = m;
        resetMirror(c);
    }

    /**
     * After a state restore to before c was defined from bytes: c is no longer found by name, as in
     * the restored state, until the same bytes are defined again.
     */
    void withdraw(VmClass c) {
        if (c.definedFrom == null || classes.get(c.name) != c) return;
        classes.remove(c.name);
        withdrawn.put(c.name, c);
    }

    /** Gives c's mirror the state of a freshly defined class (no cached reflection data, no hash). */
    void resetMirror(VmClass c) {
        VmObject m = c.mirror;
        vm.heap.touch(m);
        java.util.Arrays.fill(m.p, 0);
        java.util.Arrays.fill(m.r, null);
        m.hash = 0;
        m.monitor = null;
        m.r[classSlotLoader] = c.loader;
        if (c.isArray()) m.r[classSlotComponent] = c.component.mirror;
        m.r[classSlotModule] = moduleOf(c.loader);
    }

    /** Statics back to their defaults and ConstantValue attributes, as right after linking. */
    void resetStatics(VmClass c) {
        java.util.Arrays.fill(c.staticP, 0);
        java.util.Arrays.fill(c.staticR, null);
        for (VmField f : c.declaredFields) {
            if (f.isStatic() && f.constantValue != null && !f.isRef) c.staticP[f.slot] = Values.constantBits(f.constantValue);
        }
    }

    /**
     * The module of classes defined by a loader: the boot loader's unnamed module for the boot
     * loader, else the loader's own unnamed module (ClassLoader.unnamedModule), as HotSpot does for
     * classes in no named module. The module system is not run, so no class is in a named module.
     */
    public VmObject moduleOf(VmObject loader) {
        if (loader == null) return module;
        if (classLoaderSlotUnnamedModule < 0)
            classLoaderSlotUnnamedModule = vm.known.classLoaderUnnamedModule.field().slot;
        VmObject m = loader.r[classLoaderSlotUnnamedModule];
        return m != null ? m : module;
    }

    /**
     * Sets the boot loader's unnamed module: first the one the VM creates at boot, then the one
     * BootLoader creates (setBootLoaderUnnamedModule0), so that both sides agree.
     */
    public void setModule(VmObject module) {
        this.module = module;
        for (VmClass p : primitives.values()) { vm.heap.touch(p.mirror); p.mirror.r[classSlotModule] = module; }
        for (VmClass c : all) if (c.loader == null) { vm.heap.touch(c.mirror); c.mirror.r[classSlotModule] = module; }
    }

    /**
     * Records the built-in loaders created by ClassLoaders.&lt;clinit&gt;; JDK classes loaded before
     * that which belong to the platform or app loader get their loader now.
     */
    public void setBuiltinLoaders(VmObject platform, VmObject app) {
        loaders.platform = platform;
        loaders.app = app;
        this.appLoader = app;
        for (VmClass c : all) {
            VmClass e = c.isArray() ? c.elementClass : c;
            if (!e.jdk || e.loader != null) continue;
            VmObject l = loaders.object(loaders.ofModule(vm.jdk.moduleOf(e.packageName())));
            if (l == null) continue;
            c.loader = l;
            vm.heap.touch(c.mirror);
            c.mirror.r[classSlotLoader] = l;
            c.mirror.r[classSlotModule] = moduleOf(l);
        }
    }

    /** Sets which JDK modules the boot and platform loaders define (ModuleLoaderMap). */
    public void setModuleLoaderMap(java.util.Set<String> boot, java.util.Set<String> platform) {
        loaders.setModules(boot, platform);
    }

    private void link(VmClass c) {
        JavaClass cf = c.cf;
        VmClass sup = c.superclass;
        // superclass chain
        c.depth = sup == null ? 0 : sup.depth + 1;
        c.supers = new VmClass[c.depth + 1];
        if (sup != null) System.arraycopy(sup.supers, 0, c.supers, 0, sup.depth + 1);
        c.supers[c.depth] = c;
        // interfaces, transitively
        LinkedHashSet<VmClass> ifs = new LinkedHashSet<>();
        if (sup != null) for (VmClass i : sup.allInterfaces) ifs.add(i);
        for (VmClass i : c.interfaces) {
            ifs.add(i);
            for (VmClass j : i.allInterfaces) ifs.add(j);
        }
        c.allInterfaces = ifs.toArray(new VmClass[0]);
        // fields
        Field[] fs = cf.getFields();
        c.declaredFields = new VmField[fs.length];
        int prim = sup == null ? 0 : sup.primSlots, ref = sup == null ? 0 : sup.refSlots;
        int sprim = 0, sref = 0;
        for (int i = 0; i < fs.length; i++) {
            Field f = fs[i];
            String desc = f.getSignature();
            boolean isRef = desc.charAt(0) == 'L' || desc.charAt(0) == '[';
            int slot;
            if (f.isStatic()) slot = isRef ? sref++ : sprim++;
            else slot = isRef ? ref++ : prim++;
            Object cv = null;
            if (f.isStatic()) {
                ConstantValue v = f.getConstantValue();
                if (v != null) cv = constantValue(c, v.getConstantValueIndex());
            }
            c.declaredFields[i] = new VmField(c, f.getName(), desc, f.getAccessFlags(), slot, cv, i);
        }
        c.primSlots = prim;
        c.refSlots = ref;
        c.staticP = new long[sprim];
        c.staticR = new VmObject[sref];
        for (VmField f : c.declaredFields) {
            if (f.constantValue != null && !f.isRef) c.staticP[f.slot] = Values.constantBits(f.constantValue);
        }
        // methods
        Method[] ms = cf.getMethods();
        c.declaredMethods = new VmMethod[ms.length];
        for (int i = 0; i < ms.length; i++) {
            Method m = ms[i];
            Code code = m.getCode();
            byte[] bytes = null;
            int maxStack = 0, maxLocals = 0;
            int[] handlers = null, lines = null;
            if (code != null) {
                bytes = code.getCode();
                maxStack = code.getMaxStack();
                maxLocals = code.getMaxLocals();
                CodeException[] ex = code.getExceptionTable();
                handlers = new int[ex.length * 4];
                for (int k = 0; k < ex.length; k++) {
                    handlers[4 * k] = ex[k].getStartPC();
                    handlers[4 * k + 1] = ex[k].getEndPC();
                    handlers[4 * k + 2] = ex[k].getHandlerPC();
                    handlers[4 * k + 3] = ex[k].getCatchType();
                }
                LineNumberTable lnt = code.getLineNumberTable();
                if (lnt != null) {
                    LineNumber[] ln = lnt.getLineNumberTable().clone();
                    java.util.Arrays.sort(ln, (a, b) -> Integer.compare(a.getStartPC(), b.getStartPC()));
                    lines = new int[ln.length * 2];
                    for (int k = 0; k < ln.length; k++) { lines[2 * k] = ln[k].getStartPC(); lines[2 * k + 1] = ln[k].getLineNumber(); }
                }
            }
            VmMethod vm_ = new VmMethod(c, m.getName(), m.getSignature(), m.getAccessFlags(), bytes, maxStack, maxLocals, handlers, lines, i);
            c.declaredMethods[i] = vm_;
            vm.natives.bind(vm_);
        }
        buildVtable(c);
        c.sourceFile = cf.getSourceFileName();
        if ("<Unknown>".equals(c.sourceFile)) c.sourceFile = null;
        for (Attribute a : cf.getAttributes()) {
            if (a instanceof NestHost) c.nestHost = c.cp.getConstantString(((NestHost) a).getHostClassIndex(), org.apache.bcel.Const.CONSTANT_Class);
        }
    }

    private static Object constantValue(VmClass c, int index) {
        org.apache.bcel.classfile.Constant k = c.cp.getConstant(index);
        if (k instanceof org.apache.bcel.classfile.ConstantInteger) return ((org.apache.bcel.classfile.ConstantInteger) k).getBytes();
        if (k instanceof org.apache.bcel.classfile.ConstantLong) return ((org.apache.bcel.classfile.ConstantLong) k).getBytes();
        if (k instanceof org.apache.bcel.classfile.ConstantFloat) return ((org.apache.bcel.classfile.ConstantFloat) k).getBytes();
        if (k instanceof org.apache.bcel.classfile.ConstantDouble) return ((org.apache.bcel.classfile.ConstantDouble) k).getBytes();
        if (k instanceof org.apache.bcel.classfile.ConstantString)
            return c.cp.getConstantUtf8(((org.apache.bcel.classfile.ConstantString) k).getStringIndex()).getBytes();
        return null;
    }

    private void buildVtable(VmClass c) {
        List<VmMethod> vt = new ArrayList<>();
        Map<String, Integer> index = c.vtableIndex;
        VmClass sup = c.superclass;
        if (sup != null) {
            for (VmMethod m : sup.vtable) vt.add(m);
            index.putAll(sup.vtableIndex);
        }
        if (!c.isInterface()) {
            for (VmMethod m : c.declaredMethods) {
                if (m.isStatic() || m.isPrivate() || m.name.charAt(0) == '<') continue;
                String nd = m.name + m.desc;
                Integer at = index.get(nd);
                if (at != null && overrides(m, vt.get(at))) {
                    vt.set(at, m);
                    m.vtableIndex = at;
                } else {
                    // a package-private method of another package is not overridden: also overwrite the
                    // name+desc index so that lookups from this class find the new method
                    m.vtableIndex = vt.size();
                    index.put(nd, vt.size());
                    vt.add(m);
                }
            }
            // interface methods with no implementation in the class chain: default methods (or abstract)
            for (VmClass i : c.allInterfaces) {
                for (VmMethod im : i.declaredMethods) {
                    if (im.isStatic() || im.isPrivate() || im.name.charAt(0) == '<') continue;
                    String nd = im.name + im.desc;
                    Integer at = index.get(nd);
                    if (at == null) {
                        VmMethod sel = selectDefault(c, im.name, im.desc);
                        index.put(nd, vt.size());
                        vt.add(sel);
                    } else {
                        VmMethod cur = vt.get(at);
                        if (cur.owner.isInterface()) {
                            VmMethod sel = selectDefault(c, im.name, im.desc);
                            if (sel != cur) vt.set(at, sel);
                        }
                    }
                }
            }
        } else {
            // interfaces: give the Object methods' vtable and nothing else; dispatch goes through the receiver
        }
        c.vtable = vt.toArray(new VmMethod[0]);
    }

    /** Maximally specific superinterface method of c for name+desc, preferring non-abstract ones. */
    private static VmMethod selectDefault(VmClass c, String name, String desc) {
        VmMethod best = null;
        for (VmClass i : c.allInterfaces) {
            VmMethod m = i.declaredMethod(name, desc);
            if (m == null || m.isStatic() || m.isPrivate()) continue;
            if (best == null) { best = m; continue; }
            if (m.owner.isSubclassOf(best.owner)) best = m;
            else if (!best.owner.isSubclassOf(m.owner) && best.isAbstract() && !m.isAbstract()) best = m;
        }
        return best;
    }

    /** JVMS 5.4.5: m overrides sm if sm is public/protected, or package-private in the same package. */
    private static boolean overrides(VmMethod m, VmMethod sm) {
        if (sm.isPrivate()) return false;
        if ((sm.access & (Modifier.PUBLIC | Modifier.PROTECTED)) != 0) return true;
        if (sm.owner.isInterface()) return true;
        return sm.owner.packageName().equals(m.owner.packageName());
    }
}
