package jvsim.vm;

import java.lang.reflect.Modifier;
import java.util.HashMap;
import java.util.Map;
import org.apache.bcel.classfile.ConstantPool;
import org.apache.bcel.classfile.JavaClass;

/** A loaded and linked class, interface, array class or primitive type of the target. */
public final class VmClass {
    public static final int LOADED = 0, INITIALIZING = 1, INITIALIZED = 2, ERRONEOUS = 3;
    /**
     * Initialized, by a thread of the target while a search ran with other threads alive: each other
     * thread's first use of the class is a visible operation (a read of its initialization state),
     * since under another schedule that thread could have come first and initialized it itself.
     * Every check of {@code initState != INITIALIZED} (the interpreter's fast paths) then goes to
     * the initializer, which lets a thread that has seen it through ({@link VmThread#sawInit}).
     */
    public static final int INITIALIZED_CHECKED = 4;

    public final Vm vm;
    /** Internal name: "java/lang/String", "[I", or for primitives the keyword ("int"). */
    public final String name;
    public int access;
    public VmClass superclass;
    public VmClass[] interfaces = new VmClass[0];
    /** Parsed class file; null for arrays and primitives. */
    public final JavaClass cf;
    public final ConstantPool cp;
    /** Resolved constant-pool entries, filled lazily by the interpreter. */
    public final Object[] cpCache;
    public VmField[] declaredFields = new VmField[0];
    public VmMethod[] declaredMethods = new VmMethod[0];
    /** Instance layout including superclasses. */
    public int primSlots, refSlots;
    public long[] staticP = new long[0];
    public VmObject[] staticR = new VmObject[0];
    /** Virtual dispatch table; entries may be abstract or default interface methods. */
    public VmMethod[] vtable = new VmMethod[0];
    /** name+desc -> vtable index, for every virtual method (inherited ones included). */
    public final Map<String, Integer> vtableIndex = new HashMap<>();
    /** The java.lang.Class mirror. */
    public VmObject mirror;
    /** Defining loader object, null for the bootstrap loader. */
    public VmObject loader;

    /** Read by every static access and allocation; plain (not volatile): one host thread runs a VM. */
    public int initState = LOADED;
    public VmThread initThread;
    /** Change tracking of statics and initialization state, as {@link VmObject#mark} and {@link VmObject#snapIndex}. */
    int mark, baseMark, snapIndex = -1;

    /** The write barrier for statics and initialization state ({@link Heap#touch(VmClass)}). */
    public void touch() { vm.heap.touch(this); }
    private long stateKey;

    // arrays and primitives
    public final VmClass component;
    public final VmClass elementClass;
    public final int dims;
    /** For primitive types and primitive arrays' components: the descriptor char; else 0. */
    public final char primitive;
    /** Cached array class of this class. */
    public VmClass arrayClass;
    /** Superclass chain depth (Object = 0) and the chain itself, for constant-time subclass tests. */
    public int depth;
    public VmClass[] supers;
    /** Interfaces implemented, transitively (for arrays: Cloneable and Serializable). */
    public VmClass[] allInterfaces = new VmClass[0];
    public String sourceFile;
    /** Defined from the JDK's modules (or a model class replacing one), not from the target class path. */
    public boolean jdk;
    /**
     * A class of a test framework on the target class path (JUnit, opentest4j, Hamcrest, AssertJ,
     * TestNG, Surefire: {@link #isTestFramework}); reports summarize its steps as they do the JDK's.
     */
    public boolean testFramework;
    /** How {@link Atomic} treats this class's code (computed on first use). */
    byte atomicity;
    /** Whether this class of the program names a queue query (see Atomic#queriesQueues): 0 unknown, 1 yes, 2 no. */
    byte queueQueries;
    /** Atomic#task: 0 not yet known, 1 a ForkJoinTask or CompletableFuture (or a subclass), 2 not. */
    byte forkJoinTask;
    /**
     * Where the VM found the class file (for classes it generates for a call site: their caller's);
     * null for classes defined from bytes, arrays and primitives.
     */
    public jvsim.vm.classpath.ClassSource source;
    /** The ProtectionDomain a class loader passed when defining the class from bytes, or null. */
    public VmObject protectionDomain;
    /** True for classes the VM generated (lambdas, concat helpers): hidden from stack traces. */
    public boolean hidden;
    /**
     * For a class generated to call one method of the program: a lambda's or method reference's
     * class (the method its interface method calls, javac's lambda$m$n or the method referenced,
     * when that method's class was loaded as the call site was linked), a Class#method target's
     * trampoline (that method); else null. For reports (where a thread begins).
     */
    public VmMethod forwardsTo;
    /** Nest host internal name, or null when this class is its own host. */
    public String nestHost;
    /**
     * The class file of a class defined from bytes while the VM runs (not found on a class path);
     * a state restore to before its definition withdraws it from lookup by name, and defining the
     * same bytes again brings it back (see {@link ClassRegistry#defineFromBytes}).
     */
    byte[] definedFrom;
    private String javaName;

    /** A class or interface from a class file. */
    VmClass(Vm vm, String name, JavaClass cf) {
        this.vm = vm; this.name = name; this.cf = cf; this.cp = cf.getConstantPool();
        this.cpCache = new Object[cp.getLength()];
        this.access = cf.getAccessFlags();
        this.component = null; this.elementClass = null; this.dims = 0; this.primitive = 0;
    }

    /** An array class. */
    VmClass(Vm vm, VmClass component) {
        this.vm = vm; this.component = component;
        this.name = "[" + (component.primitive != 0 ? String.valueOf(component.primitive) : Descriptors.descriptorOf(component.name));
        this.cf = null; this.cp = null; this.cpCache = null;
        this.dims = component.dims + 1;
        this.elementClass = component.isArray() ? component.elementClass : component;
        this.primitive = 0;
        this.access = (component.access & (Modifier.PUBLIC | Modifier.PRIVATE | Modifier.PROTECTED)) | Modifier.FINAL | Modifier.ABSTRACT;
    }

    /** A primitive type (int, void, ...). */
    VmClass(Vm vm, String keyword, char descriptor) {
        this.vm = vm; this.name = keyword; this.primitive = descriptor;
        this.cf = null; this.cp = null; this.cpCache = null; this.component = null; this.elementClass = null; this.dims = 0;
        this.access = Modifier.PUBLIC | Modifier.FINAL | Modifier.ABSTRACT;
        this.initState = INITIALIZED;
    }

    public boolean isArray() { return dims > 0; }
    public boolean isPrimitive() { return primitive != 0 && dims == 0 && cf == null && component == null; }
    public boolean isInterface() { return (access & Modifier.INTERFACE) != 0; }
    public boolean isAbstract() { return (access & Modifier.ABSTRACT) != 0; }
    /** Initialized, and no thread needs to check it again (see {@link #INITIALIZED_CHECKED}). */
    public boolean isInitialized() { return initState == INITIALIZED; }

    /** The element kind of an array class: the primitive descriptor char, or 'L'. */
    public char componentKind() {
        return component.isPrimitive() ? component.primitive : 'L';
    }

    /** Binary name as Class.getName() reports it: "java.lang.String", "[I", "[Ljava.lang.String;". */
    public String javaName() {
        if (javaName == null) javaName = name.replace('/', '.');
        return javaName;
    }

    /** The type as source code writes it: "int[]", "java.lang.String[][]" (see Descriptors#javaName), kept. */
    public String typeName() {
        if (typeName == null) typeName = Descriptors.javaName(name);
        return typeName;
    }
    private String typeName;

    public String packageName() {
        if (isArray()) return elementClass.packageName();
        int i = name.lastIndexOf('/');
        return i < 0 ? "" : name.substring(0, i);
    }

    /** Subtype test per JVMS checkcast/instanceof rules. */
    public boolean isSubclassOf(VmClass t) {
        if (this == t) return true;
        if (t.isInterface()) {
            for (VmClass i : allInterfaces) if (i == t) return true;
            return false;
        }
        if (isArray()) {
            if (!t.isArray()) return t.name.equals("java/lang/Object");
            if (component.isPrimitive() || t.component.isPrimitive()) return component == t.component;
            return component.isSubclassOf(t.component);
        }
        if (t.isArray() || isInterface()) return t.depth == 0 && t.name.equals("java/lang/Object");
        return t.depth <= depth && supers[t.depth] == t;
    }

    public VmField declaredField(String name, String desc) {
        for (VmField f : declaredFields) if (f.name.equals(name) && (desc == null || f.desc.equals(desc))) return f;
        return null;
    }

    public VmMethod declaredMethod(String name, String desc) {
        for (VmMethod m : declaredMethods) if (m.name.equals(name) && m.desc.equals(desc)) return m;
        return null;
    }

    /** JVMS 5.4.3.2 field lookup: this class, its superinterfaces, then its superclass. */
    public VmField lookupField(String name, String desc) {
        VmField f = declaredField(name, desc);
        if (f != null) return f;
        for (VmClass i : interfaces) {
            f = i.lookupField(name, desc);
            if (f != null) return f;
        }
        return superclass == null ? null : superclass.lookupField(name, desc);
    }

    /** JVMS 5.4.3.3 method lookup in a class: the class and superclasses, then superinterfaces. */
    public VmMethod lookupMethod(String name, String desc) {
        for (VmClass c = this; c != null; c = c.superclass) {
            VmMethod m = c.declaredMethod(name, desc);
            if (m != null) return m;
        }
        return lookupInterfaceMethodIn(this, name, desc);
    }

    /** JVMS 5.4.3.4 interface method lookup: the interface, Object, then superinterfaces. */
    public VmMethod lookupInterfaceMethod(String name, String desc) {
        VmMethod m = declaredMethod(name, desc);
        if (m != null) return m;
        VmClass object = vm.classes.objectClass();
        m = object.declaredMethod(name, desc);
        if (m != null && m.isPublic() && !m.isStatic()) return m;
        return lookupInterfaceMethodIn(this, name, desc);
    }

    /** A maximally-specific non-abstract superinterface method if there is one, else any abstract one. */
    private static VmMethod lookupInterfaceMethodIn(VmClass c, String name, String desc) {
        VmMethod found = null;
        for (VmClass i : c.allInterfaces) {
            VmMethod m = i.declaredMethod(name, desc);
            if (m == null || m.isPrivate() || m.isStatic()) continue;
            if (found == null) { found = m; continue; }
            if (found.isAbstract() && !m.isAbstract()) found = m;
            else if (!m.isAbstract() && m.owner.isSubclassOf(found.owner)) found = m;
        }
        return found;
    }

    /** Virtual method selected for a receiver of this class (JVMS 5.4.6), or null. */
    public VmMethod selectVirtual(String nameDesc) {
        Integer idx = vtableIndex.get(nameDesc);
        return idx == null ? null : vtable[idx];
    }

    public VmMethod findMethod(String name, String desc) {
        for (VmClass c = this; c != null; c = c.superclass) {
            VmMethod m = c.declaredMethod(name, desc);
            if (m != null) return m;
        }
        return null;
    }

    @Override public String toString() { return name; }

    /** The class's identity (name, defining loader) as a number for state hashing: equal in every execution. */
    public long stateKey() {
        long k = stateKey;
        if (k == 0) {
            k = 0xcbf29ce484222325L;
            for (int i = 0; i < name.length(); i++) k = (k ^ name.charAt(i)) * 0x100000001b3L;
            if (loader != null) k = (k ^ loader.id) * 0x9E3779B97F4A7C15L;
            stateKey = k == 0 ? 1 : k;
        }
        return k;
    }

    /** Packages of test frameworks, as internal-name prefixes. */
    private static final String[] TEST_FRAMEWORKS = {"org/junit/", "junit/", "org/opentest4j/", "org/apiguardian/", "org/hamcrest/",
        "org/assertj/", "org/testng/", "org/apache/maven/surefire/"};

    /** Whether the class of this internal name ("org/junit/jupiter/api/Assertions") belongs to a test framework. */
    public static boolean isTestFramework(String internalName) {
        for (String p : TEST_FRAMEWORKS) if (internalName.startsWith(p)) return true;
        return false;
    }
}
