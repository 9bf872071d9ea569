package jvsim.vm;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * The classes, fields and methods of the guest's class library that the VM and the natives know by
 * name, named here once per VM as typed handles ({@link KnownClass}, {@link KnownField}, {@link
 * KnownMethod}), as GraalVM Espresso's {@code Meta} does: nothing else looks a guest symbol up by a
 * name string at run time (a test scans the sources for that). A handle resolves on first use and
 * then keeps what it found: the boot loads no class it would not load anyway, so that which classes
 * are loaded, and when, stays as it was; the slot of a field and a JDK class's {@link VmClass} never
 * change, so a handle stays valid across state restores.
 * <p>
 * The class library may be JDK 17's or a later one's: a symbol present in one and absent in another
 * is declared optional ({@code optional...}) and asked {@code exists()} before use; the thread's
 * status, daemon flag and priority live in Thread itself up to JDK 18 and in Thread.FieldHolder from
 * JDK 19 ({@link #threadFields}).
 */
public final class WellKnown {
    final ClassRegistry classes;
    private final List<Object> all = new ArrayList<>();

    // ------------------------------------------------------------ java.lang

    public final KnownClass object = cls("java/lang/Object");
    public final KnownMethod objectInit = method(object, "<init>", "()V");
    public final KnownClass cloneable = cls("java/lang/Cloneable");
    public final KnownClass serializable = cls("java/io/Serializable");
    public final KnownClass error = cls("java/lang/Error");
    public final KnownClass number = cls("java/lang/Number");
    public final KnownMethod collectionToArray = method(cls("java/util/Collection"), "toArray", "()[Ljava/lang/Object;");

    public final KnownClass string = cls("java/lang/String");
    public final KnownField.Ref stringValue = ref(string, "value", "[B");
    public final KnownField.Int stringCoder = i(string, "coder", "B");

    public final KnownClass classClass = cls("java/lang/Class");
    public final KnownField.Ref className = ref(classClass, "name", "Ljava/lang/String;");
    public final KnownField.Ref classLoader = ref(classClass, "classLoader", "Ljava/lang/ClassLoader;");
    public final KnownField.Ref classComponentType = ref(classClass, "componentType", "Ljava/lang/Class;");
    public final KnownField.Ref classModule = ref(classClass, "module", "Ljava/lang/Module;");
    public final KnownField.Ref classClassData = ref(classClass, "classData", "Ljava/lang/Object;");

    public final KnownClass classLoaderClass = cls("java/lang/ClassLoader");
    public final KnownField.Ref classLoaderUnnamedModule = ref(classLoaderClass, "unnamedModule", "Ljava/lang/Module;");

    /** java.lang.System: its mirror holds the virtual clock's location (see {@link Vm#clockHolder}). */
    public final KnownClass system = cls("java/lang/System");
    public final KnownMethod systemInitPhase1 = method(system, "initPhase1", "()V");
    public final KnownMethod systemInitPhase3 = method(system, "initPhase3", "()V");
    public final KnownField.StaticRef systemIn = staticRef(system, "in", "Ljava/io/InputStream;");
    public final KnownField.StaticRef systemOut = staticRef(system, "out", "Ljava/io/PrintStream;");
    public final KnownField.StaticRef systemErr = staticRef(system, "err", "Ljava/io/PrintStream;");

    public final KnownClass throwable = cls("java/lang/Throwable");
    public final KnownField.Ref throwableBacktrace = ref(throwable, "backtrace", "Ljava/lang/Object;");
    public final KnownField.Int throwableDepth = i(throwable, "depth", "I");
    public final KnownField.Ref throwableDetailMessage = ref(throwable, "detailMessage", "Ljava/lang/String;");

    public final KnownClass stackTraceElement = cls("java/lang/StackTraceElement");
    public final KnownField.Ref steDeclaringClassObject = ref(stackTraceElement, "declaringClassObject", "Ljava/lang/Class;");
    public final KnownField.Int steFormat = i(stackTraceElement, "format", "B");
    public final KnownField.Ref steDeclaringClass = ref(stackTraceElement, "declaringClass", "Ljava/lang/String;");
    public final KnownField.Ref steMethodName = ref(stackTraceElement, "methodName", "Ljava/lang/String;");
    public final KnownField.Ref steFileName = ref(stackTraceElement, "fileName", "Ljava/lang/String;");
    public final KnownField.Int steLineNumber = i(stackTraceElement, "lineNumber", "I");
    public final KnownField.Ref steClassLoaderName = ref(stackTraceElement, "classLoaderName", "Ljava/lang/String;");
    public final KnownField.Ref steModuleName = ref(stackTraceElement, "moduleName", "Ljava/lang/String;");
    public final KnownField.Ref steModuleVersion = ref(stackTraceElement, "moduleVersion", "Ljava/lang/String;");

    public final KnownClass assertionStatusDirectives = cls("java/lang/AssertionStatusDirectives");
    public final KnownField.Ref asdClasses = ref(assertionStatusDirectives, "classes", "[Ljava/lang/String;");
    public final KnownField.Ref asdClassEnabled = ref(assertionStatusDirectives, "classEnabled", "[Z");
    public final KnownField.Ref asdPackages = ref(assertionStatusDirectives, "packages", "[Ljava/lang/String;");
    public final KnownField.Ref asdPackageEnabled = ref(assertionStatusDirectives, "packageEnabled", "[Z");
    public final KnownField.Bool asdDeflt = z(assertionStatusDirectives, "deflt");

    public final KnownClass stackWalker = cls("java/lang/StackWalker");
    public final KnownField.Ref stackWalkerOptions = ref(stackWalker, "options", "Ljava/util/Set;");
    public final KnownField.Long regularEnumSetElements = j(cls("java/util/RegularEnumSet"), "elements");

    public final KnownClass shutdown = cls("java/lang/Shutdown");
    public final KnownMethod shutdownShutdown = method(shutdown, "shutdown", "()V");
    /** ApplicationShutdownHooks: only looked at once loaded (see ThreadEnds). */
    public final KnownClass applicationShutdownHooks = cls("java/lang/ApplicationShutdownHooks");

    // ------------------------------------------------------------ threads

    public final KnownClass thread = cls("java/lang/Thread");
    /** Thread.holder, the Thread.FieldHolder of a platform thread (JDK 19 and later). */
    public final KnownField.Ref threadHolder = optionalRef(thread, "holder", "Ljava/lang/Thread$FieldHolder;");
    /** The class holding a thread's status, daemon flag and priority: Thread.FieldHolder from JDK 19, else Thread. */
    private final KnownClass threadFieldsClass = new KnownClass(this, false, "java/lang/Thread$FieldHolder", "java/lang/Thread");
    /** Thread.threadStatus (JVMTI bits) of {@link #threadFields}. */
    public final KnownField.Int threadStatus;
    public final KnownField.Bool threadDaemon;
    public final KnownField.Int threadPriority;
    /** Thread.interrupted (a Java field since JDK 14). */
    public final KnownField.Bool threadInterrupted = optionalZ(thread, "interrupted");
    /** Thread.stillborn (JDK 18 and earlier; Thread.stop is gone since). */
    public final KnownField.Bool threadStillborn = optionalZ(thread, "stillborn");
    public final KnownField.Ref threadParkBlocker = ref(thread, "parkBlocker", "Ljava/lang/Object;");
    public final KnownField.Ref threadName = ref(thread, "name", "Ljava/lang/String;");
    /** Thread.PRIMORDIAL_TID (JDK 19 and later). */
    public final KnownField.StaticLong threadPrimordialTid = optionalStaticJ(thread, "PRIMORDIAL_TID");
    public final KnownMethod threadExit = method(thread, "exit", "()V");
    public final KnownMethod threadRun = method(thread, "run", "()V");
    /** The Runnable a thread was made with: Thread.target up to JDK 18, Thread.FieldHolder.task from JDK 19 (see ThreadEntry). */
    public final KnownField.Ref threadTarget = optionalRef(thread, "target", "Ljava/lang/Runnable;");
    public final KnownField.Ref threadHolderTask = optionalRef(optionalClass("java/lang/Thread$FieldHolder"), "task", "Ljava/lang/Runnable;");
    /**
     * The fields of its Thread object that Thread.exit clears (and reads), which other threads read
     * (getThreadGroup, getUncaughtExceptionHandler of an ended thread return null; interrupt reads
     * blocker): those of them the class library declares in Thread.
     */
    public final List<KnownField.Ref> threadExitWrites = List.of(optionalRef(thread, "group", "Ljava/lang/ThreadGroup;"),
            optionalRef(thread, "target", "Ljava/lang/Runnable;"), optionalRef(thread, "threadLocals", "Ljava/lang/ThreadLocal$ThreadLocalMap;"),
            optionalRef(thread, "inheritableThreadLocals", "Ljava/lang/ThreadLocal$ThreadLocalMap;"),
            optionalRef(thread, "inheritedAccessControlContext", "Ljava/security/AccessControlContext;"),
            optionalRef(thread, "blocker", "Lsun/nio/ch/Interruptible;"),
            optionalRef(thread, "uncaughtExceptionHandler", "Ljava/lang/Thread$UncaughtExceptionHandler;"));
    public final KnownMethod threadDispatchUncaughtException = method(thread, "dispatchUncaughtException", "(Ljava/lang/Throwable;)V");
    public final KnownMethod threadInit = method(thread, "<init>", "(Ljava/lang/ThreadGroup;Ljava/lang/String;)V");
    public final KnownClass threadGroup = cls("java/lang/ThreadGroup");
    public final KnownMethod threadGroupInit = method(threadGroup, "<init>", "()V");
    public final KnownMethod threadGroupInitNamed = method(threadGroup, "<init>", "(Ljava/lang/ThreadGroup;Ljava/lang/String;)V");

    public final KnownClass ownableSynchronizer = cls("java/util/concurrent/locks/AbstractOwnableSynchronizer");
    public final KnownClass reentrantLock = cls("java/util/concurrent/locks/ReentrantLock");
    public final KnownField.Ref reentrantLockSync = ref(reentrantLock, "sync", "Ljava/util/concurrent/locks/ReentrantLock$Sync;");
    public final KnownClass semaphore = cls("java/util/concurrent/Semaphore");
    public final KnownClass lockSupport = cls("java/util/concurrent/locks/LockSupport");
    public final KnownField.Ref semaphoreSync = ref(semaphore, "sync", "Ljava/util/concurrent/Semaphore$Sync;");
    public final KnownClass readLock = cls("java/util/concurrent/locks/ReentrantReadWriteLock$ReadLock");
    public final KnownField.Ref readLockSync = ref(readLock, "sync", "Ljava/util/concurrent/locks/ReentrantReadWriteLock$Sync;");
    public final KnownClass writeLock = cls("java/util/concurrent/locks/ReentrantReadWriteLock$WriteLock");
    public final KnownField.Ref writeLockSync = ref(writeLock, "sync", "Ljava/util/concurrent/locks/ReentrantReadWriteLock$Sync;");
    public final KnownField.Ref exclusiveOwnerThread = ref(ownableSynchronizer, "exclusiveOwnerThread", "Ljava/lang/Thread;");

    // ------------------------------------------------------------ boxes

    private final KnownClass[] boxes = new KnownClass[8];
    private final KnownField.Bits[] boxValues = new KnownField.Bits[8];
    /** The valueOf caches of Byte, Short, Character, Integer and Long (null for the other kinds). */
    private final KnownClass[] boxCaches = new KnownClass[8];
    private final KnownField.StaticRef[] boxCacheArrays = new KnownField.StaticRef[8];
    public final KnownField.StaticRef booleanTrue, booleanFalse;
    public final KnownField.StaticInt integerCacheHigh;
    private static final String KINDS = "ZBCSIJFD";

    // ------------------------------------------------------------ modules and boot

    /** Classes the boot initializes after the module (reflection, and the errors the VM itself throws). */
    public final List<KnownClass> bootInitialized = classes("java/lang/reflect/Method", "java/lang/OutOfMemoryError",
            "java/lang/NullPointerException", "java/lang/ClassCastException", "java/lang/ArrayStoreException", "java/lang/ArithmeticException",
            "java/lang/StackOverflowError", "java/lang/IllegalMonitorStateException", "java/lang/IllegalArgumentException",
            "java/lang/ExceptionInInitializerError", "java/lang/NoClassDefFoundError", "java/lang/ArrayIndexOutOfBoundsException",
            "java/lang/NegativeArraySizeException", "java/lang/BootstrapMethodError");

    public final KnownClass module = cls("java/lang/Module");
    public final KnownMethod moduleInit = method(module, "<init>", "(Ljava/lang/ClassLoader;)V");
    public final KnownClass javaLangRefAccess = cls("jdk/internal/access/JavaLangRefAccess");
    /** JavaLangRefAccess.startThreads (JDK 19 and later: the VM starts the reference handler). */
    public final KnownMethod javaLangRefAccessStartThreads = optionalMethod(javaLangRefAccess, "startThreads", "()V");
    public final KnownClass finalizer = cls("java/lang/ref/Finalizer");
    public final KnownClass miscVm = cls("jdk/internal/misc/VM");
    /** VM.isJavaLangInvokeInited (JDK 21 and later). */
    public final KnownMethod miscVmIsJavaLangInvokeInited = optionalMethod(miscVm, "isJavaLangInvokeInited", "()Z");
    public final KnownMethod miscVmInitLevel = method(miscVm, "initLevel", "(I)V");
    public final KnownClass moduleLoaderMap = cls("jdk/internal/module/ModuleLoaderMap");
    public final KnownMethod moduleLoaderMapBootModules = method(moduleLoaderMap, "bootModules", "()Ljava/util/Set;");
    public final KnownMethod moduleLoaderMapPlatformModules = method(moduleLoaderMap, "platformModules", "()Ljava/util/Set;");
    public final KnownClass classLoaders = cls("jdk/internal/loader/ClassLoaders");
    public final KnownMethod classLoadersPlatform = method(classLoaders, "platformClassLoader", "()Ljava/lang/ClassLoader;");
    public final KnownMethod classLoadersApp = method(classLoaders, "appClassLoader", "()Ljava/lang/ClassLoader;");
    public final KnownClass bootLoader = cls("jdk/internal/loader/BootLoader");
    public final KnownMethod bootLoaderServicesCatalog = method(bootLoader, "getServicesCatalog", "()Ljdk/internal/module/ServicesCatalog;");
    public final KnownClass servicesCatalog = cls("jdk/internal/module/ServicesCatalog");
    public final KnownMethod servicesCatalogOf = method(servicesCatalog, "getServicesCatalog", "(Ljava/lang/ClassLoader;)Ljdk/internal/module/ServicesCatalog;");
    public final KnownMethod servicesCatalogAddProviders = method(servicesCatalog, "addProviders", "(Ljava/lang/String;[Ljdk/internal/module/ServicesCatalog$ServiceProvider;)V");
    public final KnownClass serviceProvider = cls("jdk/internal/module/ServicesCatalog$ServiceProvider");
    public final KnownMethod serviceProviderInit = method(serviceProvider, "<init>", "(Ljava/lang/Module;Ljava/lang/String;)V");
    public final KnownClass unsafe = cls("jdk/internal/misc/Unsafe");
    public final KnownClass unsafeConstants = cls("jdk/internal/misc/UnsafeConstants");
    public final KnownField.StaticInt unsafeConstantsAddressSize = staticI(unsafeConstants, "ADDRESS_SIZE0");
    public final KnownField.StaticInt unsafeConstantsPageSize = staticI(unsafeConstants, "PAGE_SIZE");
    public final KnownClass systemPropsRaw = cls("jdk/internal/util/SystemProps$Raw");
    public final KnownField.StaticInt systemPropsRawFixedLength = staticI(systemPropsRaw, "FIXED_LENGTH");
    /** SystemProps.Raw's indexes of the platform properties the VM gives (their ConstantValues), those the class library has. */
    public final List<KnownField.StaticInt> systemPropsRawIndexes = optionalStaticIs(systemPropsRaw, "_display_country_NDX",
            "_display_language_NDX", "_file_encoding_NDX", "_native_encoding_NDX", "_file_separator_NDX", "_format_language_NDX",
            "_java_io_tmpdir_NDX", "_line_separator_NDX", "_os_arch_NDX", "_os_name_NDX", "_os_version_NDX", "_path_separator_NDX",
            "_sun_arch_data_model_NDX", "_sun_cpu_endian_NDX", "_sun_io_unicode_encoding_NDX", "_sun_jnu_encoding_NDX",
            "_sun_stdout_encoding_NDX", "_sun_stderr_encoding_NDX", "_user_dir_NDX", "_user_home_NDX", "_user_name_NDX");

    // ------------------------------------------------------------ java.lang.ref

    public final KnownClass reference = cls("java/lang/ref/Reference");
    public final KnownField.Ref referenceReferent = ref(reference, "referent", "Ljava/lang/Object;");

    // ------------------------------------------------------------ java.lang.invoke

    public final KnownClass methodHandleNatives = cls("java/lang/invoke/MethodHandleNatives");
    /** MethodHandleNatives.CallSiteContext (JDK 17 to 21). */
    public final KnownClass callSiteContext = optionalClass("java/lang/invoke/MethodHandleNatives$CallSiteContext");
    public final KnownMethod mhnLinkMethod = method(methodHandleNatives, "linkMethod",
            "(Ljava/lang/Class;ILjava/lang/Class;Ljava/lang/String;Ljava/lang/Object;[Ljava/lang/Object;)Ljava/lang/invoke/MemberName;");
    /** MethodHandleNatives.linkCallSite with the constant pool index after the caller (JDK 17 to 21; JDK 22 dropped it). */
    public final KnownMethod mhnLinkCallSiteWithIndex = optionalMethod(methodHandleNatives, "linkCallSite",
            "(Ljava/lang/Object;ILjava/lang/Object;Ljava/lang/Object;Ljava/lang/Object;Ljava/lang/Object;[Ljava/lang/Object;)Ljava/lang/invoke/MemberName;");
    public final KnownClass methodHandle = cls("java/lang/invoke/MethodHandle");
    public final KnownField.Ref methodHandleForm = ref(methodHandle, "form", "Ljava/lang/invoke/LambdaForm;");
    public final KnownField.Ref lambdaFormVmentry = ref(cls("java/lang/invoke/LambdaForm"), "vmentry", "Ljava/lang/invoke/MemberName;");
    public final KnownClass memberName = cls("java/lang/invoke/MemberName");
    public final KnownField.Ref memberNameMethod = ref(memberName, "method", "Ljava/lang/invoke/ResolvedMethodName;");
    public final KnownField.Ref memberNameName = ref(memberName, "name", "Ljava/lang/String;");
    public final KnownField.Ref memberNameType = ref(memberName, "type", "Ljava/lang/Object;");
    public final KnownField.Ref memberNameClazz = ref(memberName, "clazz", "Ljava/lang/Class;");
    public final KnownField.Int memberNameFlags = i(memberName, "flags", "I");
    public final KnownClass resolvedMethodName = cls("java/lang/invoke/ResolvedMethodName");
    public final KnownClass methodType = cls("java/lang/invoke/MethodType");
    public final KnownField.Ref methodTypePtypes = ref(methodType, "ptypes", "[Ljava/lang/Class;");
    public final KnownField.Ref methodTypeRtype = ref(methodType, "rtype", "Ljava/lang/Class;");
    public final KnownField.Ref callSiteTarget = ref(cls("java/lang/invoke/CallSite"), "target", "Ljava/lang/invoke/MethodHandle;");
    public final KnownClass lookup = cls("java/lang/invoke/MethodHandles$Lookup");
    public final KnownField.Ref lookupLookupClass = ref(lookup, "lookupClass", "Ljava/lang/Class;");
    public final KnownField.Int lookupAllowedModes = i(lookup, "allowedModes", "I");
    public final KnownField.StaticInt lookupFullPowerModes = optionalStaticI(lookup, "FULL_POWER_MODES");
    public final KnownClass varHandle = cls("java/lang/invoke/VarHandle");
    public final KnownField.Bool varHandleExact = z(varHandle, "exact");
    public final KnownField.Ref accessModeMethodName = ref(cls("java/lang/invoke/VarHandle$AccessMode"), "methodName", "Ljava/lang/String;");
    public final KnownField.StaticRef byteOrderBigEndian = staticRef(cls("java/nio/ByteOrder"), "BIG_ENDIAN", "Ljava/nio/ByteOrder;");

    // ------------------------------------------------------------ java.lang.reflect

    public final KnownClass field = cls("java/lang/reflect/Field");
    public final KnownField.Ref fieldClazz = ref(field, "clazz", "Ljava/lang/Class;");
    public final KnownField.Int fieldSlot = i(field, "slot", "I");
    public final KnownField.Ref fieldName = ref(field, "name", "Ljava/lang/String;");
    public final KnownField.Ref fieldType = ref(field, "type", "Ljava/lang/Class;");
    public final KnownField.Int fieldModifiers = i(field, "modifiers", "I");
    public final KnownField.Bool fieldTrustedFinal = z(field, "trustedFinal");
    public final KnownField.Ref fieldSignature = ref(field, "signature", "Ljava/lang/String;");
    public final KnownField.Ref fieldAnnotations = ref(field, "annotations", "[B");

    public final KnownClass method = cls("java/lang/reflect/Method");
    public final KnownField.Ref methodClazz = ref(method, "clazz", "Ljava/lang/Class;");
    public final KnownField.Int methodSlot = i(method, "slot", "I");
    public final KnownField.Ref methodName = ref(method, "name", "Ljava/lang/String;");
    public final KnownField.Ref methodReturnType = ref(method, "returnType", "Ljava/lang/Class;");
    public final KnownField.Ref methodParameterTypes = ref(method, "parameterTypes", "[Ljava/lang/Class;");
    public final KnownField.Ref methodExceptionTypes = ref(method, "exceptionTypes", "[Ljava/lang/Class;");
    public final KnownField.Int methodModifiers = i(method, "modifiers", "I");
    public final KnownField.Ref methodSignature = ref(method, "signature", "Ljava/lang/String;");
    public final KnownField.Ref methodAnnotations = ref(method, "annotations", "[B");
    public final KnownField.Ref methodParameterAnnotations = ref(method, "parameterAnnotations", "[B");
    public final KnownField.Ref methodAnnotationDefault = ref(method, "annotationDefault", "[B");

    public final KnownClass constructor = cls("java/lang/reflect/Constructor");
    public final KnownField.Ref constructorClazz = ref(constructor, "clazz", "Ljava/lang/Class;");
    public final KnownField.Int constructorSlot = i(constructor, "slot", "I");
    public final KnownField.Ref constructorParameterTypes = ref(constructor, "parameterTypes", "[Ljava/lang/Class;");
    public final KnownField.Ref constructorExceptionTypes = ref(constructor, "exceptionTypes", "[Ljava/lang/Class;");
    public final KnownField.Int constructorModifiers = i(constructor, "modifiers", "I");
    public final KnownField.Ref constructorSignature = ref(constructor, "signature", "Ljava/lang/String;");
    public final KnownField.Ref constructorAnnotations = ref(constructor, "annotations", "[B");
    public final KnownField.Ref constructorParameterAnnotations = ref(constructor, "parameterAnnotations", "[B");

    public final KnownClass parameter = cls("java/lang/reflect/Parameter");
    public final KnownField.Ref parameterName = ref(parameter, "name", "Ljava/lang/String;");
    public final KnownField.Int parameterModifiers = i(parameter, "modifiers", "I");
    public final KnownField.Ref parameterExecutable = ref(parameter, "executable", "Ljava/lang/reflect/Executable;");
    public final KnownField.Int parameterIndex = i(parameter, "index", "I");

    public final KnownClass recordComponent = cls("java/lang/reflect/RecordComponent");
    public final KnownField.Ref recordComponentClazz = ref(recordComponent, "clazz", "Ljava/lang/Class;");
    public final KnownField.Ref recordComponentName = ref(recordComponent, "name", "Ljava/lang/String;");
    public final KnownField.Ref recordComponentType = ref(recordComponent, "type", "Ljava/lang/Class;");
    public final KnownField.Ref recordComponentAccessor = ref(recordComponent, "accessor", "Ljava/lang/reflect/Method;");
    public final KnownField.Ref recordComponentSignature = ref(recordComponent, "signature", "Ljava/lang/String;");
    public final KnownField.Ref recordComponentAnnotations = ref(recordComponent, "annotations", "[B");
    public final KnownField.Ref recordComponentTypeAnnotations = ref(recordComponent, "typeAnnotations", "[B");

    public final KnownClass methodAccessorImpl = cls("jdk/internal/reflect/MethodAccessorImpl");
    public final KnownClass constructorAccessorImpl = cls("jdk/internal/reflect/ConstructorAccessorImpl");
    /** The native methods reflection bottoms out in: NativeMethodAccessorImpl's (up to JDK 21), DirectMethodHandleAccessor.NativeAccessor's (JDK 18 and later). */
    public final KnownMethod nativeMethodAccessorInvoke0 = optionalMethod(optionalClass("jdk/internal/reflect/NativeMethodAccessorImpl"), "invoke0",
            "(Ljava/lang/reflect/Method;Ljava/lang/Object;[Ljava/lang/Object;)Ljava/lang/Object;");
    public final KnownMethod nativeConstructorAccessorNewInstance0 = optionalMethod(optionalClass("jdk/internal/reflect/NativeConstructorAccessorImpl"),
            "newInstance0", "(Ljava/lang/reflect/Constructor;[Ljava/lang/Object;)Ljava/lang/Object;");
    public final KnownMethod directMethodAccessorInvoke0 = optionalMethod(optionalClass("jdk/internal/reflect/DirectMethodHandleAccessor$NativeAccessor"),
            "invoke0", "(Ljava/lang/reflect/Method;Ljava/lang/Object;[Ljava/lang/Object;)Ljava/lang/Object;");
    public final KnownMethod directConstructorAccessorNewInstance0 = optionalMethod(
            optionalClass("jdk/internal/reflect/DirectConstructorHandleAccessor$NativeAccessor"),
            "newInstance0", "(Ljava/lang/reflect/Constructor;[Ljava/lang/Object;)Ljava/lang/Object;");

    public final KnownClass constantPool = cls("jdk/internal/reflect/ConstantPool");
    public final KnownField.Ref constantPoolOop = ref(constantPool, "constantPoolOop", "Ljava/lang/Object;");

    // ------------------------------------------------------------ files, streams, buffers

    public final KnownClass fileDescriptor = cls("java/io/FileDescriptor");
    public final KnownField.Int fileDescriptorFd = i(fileDescriptor, "fd", "I");
    public final KnownField.Ref filePath = ref(cls("java/io/File"), "path", "Ljava/lang/String;");
    public final KnownClass fileInputStream = cls("java/io/FileInputStream");
    public final KnownField.Ref fileInputStreamFd = ref(fileInputStream, "fd", "Ljava/io/FileDescriptor;");
    public final KnownClass fileOutputStream = cls("java/io/FileOutputStream");
    public final KnownField.Ref fileOutputStreamFd = ref(fileOutputStream, "fd", "Ljava/io/FileDescriptor;");
    public final KnownClass randomAccessFile = cls("java/io/RandomAccessFile");
    public final KnownField.Ref randomAccessFileFd = ref(randomAccessFile, "fd", "Ljava/io/FileDescriptor;");
    public final KnownClass byteArrayInputStream = cls("java/io/ByteArrayInputStream");
    public final KnownField.Ref byteArrayInputStreamBuf = ref(byteArrayInputStream, "buf", "[B");
    public final KnownField.Int byteArrayInputStreamCount = i(byteArrayInputStream, "count", "I");

    public final KnownClass buffer = cls("java/nio/Buffer");
    public final KnownField.Int bufferPosition = i(buffer, "position", "I");
    public final KnownField.Int bufferLimit = i(buffer, "limit", "I");
    public final KnownField.Long bufferAddress = j(buffer, "address");
    public final KnownClass byteBuffer = cls("java/nio/ByteBuffer");
    public final KnownField.Ref byteBufferHb = ref(byteBuffer, "hb", "[B");
    public final KnownField.Int byteBufferOffset = i(byteBuffer, "offset", "I");
    public final KnownField.Bool byteBufferIsReadOnly = z(byteBuffer, "isReadOnly");

    public final KnownClass fileChannelImpl = cls("sun/nio/ch/FileChannelImpl");
    public final KnownField.Bool fileChannelWritable = z(fileChannelImpl, "writable");
    public final KnownField.Bool fileChannelReadable = z(fileChannelImpl, "readable");
    public final KnownField.Ref fileChannelFd = ref(fileChannelImpl, "fd", "Ljava/io/FileDescriptor;");
    public final KnownField.Bool interruptibleChannelClosed = z(cls("java/nio/channels/spi/AbstractInterruptibleChannel"), "closed");
    public final KnownClass fileKey = cls("sun/nio/ch/FileKey");
    public final KnownField.Long fileKeyDev = j(fileKey, "st_dev");
    public final KnownField.Long fileKeyIno = j(fileKey, "st_ino");
    public final KnownField.Int eventFdEfd = i(cls("sun/nio/ch/EventFD"), "efd", "I");
    /** sun.nio.ch.Net: its mirror holds the locations of the simulated network. */
    public final KnownClass net = cls("sun/nio/ch/Net");

    public final KnownField.Ref unixPathPath = ref(cls("sun/nio/fs/UnixPath"), "path", "[B");
    public final KnownClass unixFileAttributes = cls("sun/nio/fs/UnixFileAttributes");
    public final KnownField.Int stMode = i(unixFileAttributes, "st_mode", "I");
    public final KnownField.Long stIno = j(unixFileAttributes, "st_ino");
    public final KnownField.Long stDev = j(unixFileAttributes, "st_dev");
    public final KnownField.Long stRdev = j(unixFileAttributes, "st_rdev");
    public final KnownField.Int stNlink = i(unixFileAttributes, "st_nlink", "I");
    public final KnownField.Int stUid = i(unixFileAttributes, "st_uid", "I");
    public final KnownField.Int stGid = i(unixFileAttributes, "st_gid", "I");
    public final KnownField.Long stSize = j(unixFileAttributes, "st_size");
    public final KnownField.Long stAtimeSec = j(unixFileAttributes, "st_atime_sec");
    public final KnownField.Long stAtimeNsec = j(unixFileAttributes, "st_atime_nsec");
    public final KnownField.Long stMtimeSec = j(unixFileAttributes, "st_mtime_sec");
    public final KnownField.Long stMtimeNsec = j(unixFileAttributes, "st_mtime_nsec");
    public final KnownField.Long stCtimeSec = j(unixFileAttributes, "st_ctime_sec");
    public final KnownField.Long stCtimeNsec = j(unixFileAttributes, "st_ctime_nsec");
    public final KnownClass unixFileStoreAttributes = cls("sun/nio/fs/UnixFileStoreAttributes");
    public final KnownField.Long fFrsize = j(unixFileStoreAttributes, "f_frsize");
    public final KnownField.Long fBlocks = j(unixFileStoreAttributes, "f_blocks");
    public final KnownField.Long fBfree = j(unixFileStoreAttributes, "f_bfree");
    public final KnownField.Long fBavail = j(unixFileStoreAttributes, "f_bavail");

    public final KnownClass inflater = cls("java/util/zip/Inflater");
    public final KnownField.Int inflaterInputConsumed = i(inflater, "inputConsumed", "I");
    public final KnownField.Int inflaterOutputConsumed = i(inflater, "outputConsumed", "I");

    public final KnownClass jrtConnection = cls("sun/net/www/protocol/jrt/JavaRuntimeURLConnection");
    public final KnownField.Ref jrtConnectionModule = ref(jrtConnection, "module", "Ljava/lang/String;");
    public final KnownField.Ref jrtConnectionName = ref(jrtConnection, "name", "Ljava/lang/String;");
    public final KnownField.Bool urlConnectionConnected = z(cls("java/net/URLConnection"), "connected");

    // ------------------------------------------------------------ network

    public final KnownClass inetAddress = cls("java/net/InetAddress");
    public final KnownField.Ref inetAddressHolder = ref(inetAddress, "holder", "Ljava/net/InetAddress$InetAddressHolder;");
    public final KnownClass inetAddressHolderClass = cls("java/net/InetAddress$InetAddressHolder");
    public final KnownField.Int inetHolderAddress = i(inetAddressHolderClass, "address", "I");
    public final KnownField.Int inetHolderFamily = i(inetAddressHolderClass, "family", "I");
    public final KnownField.Ref inetHolderHostName = ref(inetAddressHolderClass, "hostName", "Ljava/lang/String;");
    public final KnownField.Ref inetHolderOriginalHostName = ref(inetAddressHolderClass, "originalHostName", "Ljava/lang/String;");
    public final KnownClass inet4Address = cls("java/net/Inet4Address");
    public final KnownClass inetSocketAddress = cls("java/net/InetSocketAddress");
    public final KnownField.Ref inetSocketAddressHolder = ref(inetSocketAddress, "holder", "Ljava/net/InetSocketAddress$InetSocketAddressHolder;");
    public final KnownClass inetSocketAddressHolderClass = cls("java/net/InetSocketAddress$InetSocketAddressHolder");
    public final KnownField.Ref socketHolderAddr = ref(inetSocketAddressHolderClass, "addr", "Ljava/net/InetAddress;");
    public final KnownField.Int socketHolderPort = i(inetSocketAddressHolderClass, "port", "I");

    // ------------------------------------------------------------ management

    public final KnownClass memoryPoolMXBean = cls("java/lang/management/MemoryPoolMXBean");
    public final KnownClass memoryManagerMXBean = cls("java/lang/management/MemoryManagerMXBean");
    public final KnownClass threadImpl = cls("sun/management/ThreadImpl");
    public final KnownClass vmManagementImpl = cls("sun/management/VMManagementImpl");
    /** VMManagementImpl's optional capabilities (static booleans the VM sets). */
    public final KnownField.StaticBool vmmCompTimeMonitoringSupport = staticZ(vmManagementImpl, "compTimeMonitoringSupport"),
            vmmThreadContentionMonitoringSupport = staticZ(vmManagementImpl, "threadContentionMonitoringSupport"),
            vmmCurrentThreadCpuTimeSupport = staticZ(vmManagementImpl, "currentThreadCpuTimeSupport"),
            vmmOtherThreadCpuTimeSupport = staticZ(vmManagementImpl, "otherThreadCpuTimeSupport"),
            vmmObjectMonitorUsageSupport = staticZ(vmManagementImpl, "objectMonitorUsageSupport"),
            vmmSynchronizerUsageSupport = staticZ(vmManagementImpl, "synchronizerUsageSupport"),
            vmmThreadAllocatedMemorySupport = staticZ(vmManagementImpl, "threadAllocatedMemorySupport"),
            vmmRemoteDiagnosticCommandsSupport = staticZ(vmManagementImpl, "remoteDiagnosticCommandsSupport"),
            vmmGcNotificationSupport = staticZ(vmManagementImpl, "gcNotificationSupport");

    // ------------------------------------------------------------ jvsim's own model classes

    public final KnownClass stackWalksFrame = cls("jvsim/model/StackWalks$Frame");
    public final KnownField.Ref frameDeclaringClass = ref(stackWalksFrame, "declaringClass", "Ljava/lang/Class;");
    public final KnownField.Bool frameRetainClassReference = z(stackWalksFrame, "retainClassReference");
    public final KnownField.Int frameBci = i(stackWalksFrame, "bci", "I");
    public final KnownField.Ref frameTrace = ref(stackWalksFrame, "trace", "Ljava/lang/Object;");
    public final KnownField.Int frameIndex = i(stackWalksFrame, "index", "I");

    WellKnown(ClassRegistry classes) {
        this.classes = classes;
        threadStatus = i(threadFieldsClass, "threadStatus", "I");
        threadDaemon = z(threadFieldsClass, "daemon");
        threadPriority = i(threadFieldsClass, "priority", "I");
        String[] boxNames = {"java/lang/Boolean", "java/lang/Byte", "java/lang/Character", "java/lang/Short", "java/lang/Integer",
            "java/lang/Long", "java/lang/Float", "java/lang/Double"};
        String[] cacheNames = {null, "java/lang/Byte$ByteCache", "java/lang/Character$CharacterCache", "java/lang/Short$ShortCache",
            "java/lang/Integer$IntegerCache", "java/lang/Long$LongCache", null, null};
        for (int k = 0; k < 8; k++) {
            String d = KINDS.substring(k, k + 1);
            boxes[k] = cls(boxNames[k]);
            boxValues[k] = add(new KnownField.Bits(boxes[k], "value", d, false));
            if (cacheNames[k] == null) continue;
            boxCaches[k] = cls(cacheNames[k]);
            boxCacheArrays[k] = staticRef(boxCaches[k], "cache", "[L" + boxNames[k] + ";");
        }
        booleanTrue = staticRef(boxes[0], "TRUE", "Ljava/lang/Boolean;");
        booleanFalse = staticRef(boxes[0], "FALSE", "Ljava/lang/Boolean;");
        integerCacheHigh = staticI(boxCaches[4], "high");
    }

    // ------------------------------------------------------------ derived lookups

    /**
     * The object holding thread's status, daemon flag and priority ({@link #threadStatus}, ...): its
     * Thread.FieldHolder from JDK 19 (null while its constructor has not made one yet), else itself.
     */
    public VmObject threadFields(VmObject thread) {
        return threadHolder.exists() ? threadHolder.get(thread) : thread;
    }

    // ------------------------------------------------------------ continuations (JDK 19 and later; see Continuations)

    public final KnownClass continuation = optionalClass("jdk/internal/vm/Continuation");
    public final KnownMethod continuationEnter = optionalMethod(continuation, "enter", "(Ljdk/internal/vm/Continuation;Z)V");
    public final KnownField.Ref continuationTail = optionalRef(continuation, "tail", "Ljdk/internal/vm/StackChunk;");
    public final KnownClass stackChunk = optionalClass("jdk/internal/vm/StackChunk");
    public final KnownField.Int stackChunkSize = optionalI(stackChunk, "size", "I");
    public final KnownField.Int stackChunkBottom = optionalI(stackChunk, "bottom", "I");
    public final KnownClass virtualThread = optionalClass("java/lang/VirtualThread");
    /** VirtualThread.state: its states' values are the JDK's (BLOCKING 12, WAITING 15, ...), as HotSpot's java_lang_VirtualThread has them. */
    public final KnownField.Int virtualThreadState = optionalI(virtualThread, "state", "I");
    /**
     * JDK 24 and later (JEP 491): the list of blocked virtual threads the VM hands to the JDK's unblocker
     * thread (VirtualThread.next, onWaitingList, takeVirtualThreadListToUnblock); where the library has
     * them, a virtual thread unmounts when it blocks entering a monitor and may unmount holding monitors.
     */
    public final KnownField.Bool virtualThreadOnWaitingList = optionalZ(virtualThread, "onWaitingList");
    public final KnownField.Ref virtualThreadNext = optionalRef(virtualThread, "next", "Ljava/lang/VirtualThread;");
    /** Thread.tid (JDK 19 and later): a virtual thread without a name is named by it in reports, as its toString does ("#23"). */
    public final KnownField.Long threadTid = add(new KnownField.Long(thread, "tid", true));
    public final KnownField.Bool virtualThreadNotified = optionalZ(virtualThread, "notified");
    public final KnownField.Long virtualThreadTimeout = add(new KnownField.Long(virtualThread, "timeout", true));
    public final KnownMethod virtualThreadUnblockVirtualThreads = optionalMethod(virtualThread, "unblockVirtualThreads", "()V");

    // ------------------------------------------------------------ java.util.concurrent.locks

    /** The JDK's conditions, whose awaits the program calls may return spuriously (see ConditionAwaits). */
    public final List<ConditionSymbols> conditions = List.of(conditions("java/util/concurrent/locks/AbstractQueuedSynchronizer"),
            conditions("java/util/concurrent/locks/AbstractQueuedLongSynchronizer"));

    /** The wrapper class of a primitive kind (its descriptor character). */
    public KnownClass box(char kind) { return boxes[kindIndex(kind)]; }

    /** The value field of the wrapper of a primitive kind. */
    public KnownField.Bits boxValue(char kind) { return boxValues[kindIndex(kind)]; }

    /** The valueOf cache class of a primitive kind (Byte$ByteCache, ...), or null (boolean, float, double). */
    public KnownClass boxCache(char kind) { return boxCaches[kindIndex(kind)]; }

    /** The cache array of {@link #boxCache}. */
    public KnownField.StaticRef boxCacheArray(char kind) { return boxCacheArrays[kindIndex(kind)]; }

    private static int kindIndex(char kind) {
        int i = KINDS.indexOf(kind);
        if (i < 0) throw new IllegalArgumentException(String.valueOf(kind));
        return i;
    }

    /** Every handle of the table, for a test that resolves them all on a class library. */
    public List<Object> all() { return Collections.unmodifiableList(all); }

    // ------------------------------------------------------------ declarations

    /**
     * The symbols of one of the JDK's Condition implementations (AbstractQueuedSynchronizer's or
     * AbstractQueuedLongSynchronizer's ConditionObject), for spurious returns of the program's
     * awaits (see ConditionAwaits): the condition's synchronizer and first waiter, a waiter node's
     * next waiter, thread and status, and the synchronizer's enqueue (of a Node up to JDK 20, of a
     * ConditionNode from JDK 21).
     */
    public record ConditionSymbols(KnownClass condition, KnownField.Ref outer, KnownField.Ref firstWaiter, KnownField.Ref nextWaiter,
                                   KnownField.Ref waiter, KnownField.Int status, KnownMethod enqueueNode, KnownMethod enqueueConditionNode) {
        /** The synchronizer's enqueue method of this class library. */
        public VmMethod enqueue() { return enqueueNode.exists() ? enqueueNode.get() : enqueueConditionNode.get(); }
    }

    private ConditionSymbols conditions(String sync) {
        KnownClass s = cls(sync), co = cls(sync + "$ConditionObject"), node = cls(sync + "$Node"), conditionNode = cls(sync + "$ConditionNode");
        return new ConditionSymbols(co, ref(co, "this$0", "L" + sync + ";"), ref(co, "firstWaiter", "L" + sync + "$ConditionNode;"),
                ref(conditionNode, "nextWaiter", "L" + sync + "$ConditionNode;"), ref(node, "waiter", "Ljava/lang/Thread;"), i(node, "status", "I"),
                optionalMethod(s, "enqueue", "(L" + sync + "$Node;)V"), optionalMethod(s, "enqueue", "(L" + sync + "$ConditionNode;)V"));
    }

    private <T> T add(T handle) {
        all.add(handle);
        return handle;
    }

    private KnownClass cls(String name) { return add(new KnownClass(this, false, name)); }
    private KnownClass optionalClass(String name) { return add(new KnownClass(this, true, name)); }
    private List<KnownClass> classes(String... names) {
        List<KnownClass> out = new ArrayList<>();
        for (String n : names) out.add(cls(n));
        return Collections.unmodifiableList(out);
    }
    private KnownMethod method(KnownClass c, String name, String desc) { return add(new KnownMethod(c, name, desc, false)); }
    private KnownMethod optionalMethod(KnownClass c, String name, String desc) { return add(new KnownMethod(c, name, desc, true)); }
    private KnownField.Ref ref(KnownClass c, String name, String desc) { return add(new KnownField.Ref(c, name, desc, false)); }
    private KnownField.Ref optionalRef(KnownClass c, String name, String desc) { return add(new KnownField.Ref(c, name, desc, true)); }
    private KnownField.Int i(KnownClass c, String name, String desc) { return add(new KnownField.Int(c, name, desc, false)); }
    private KnownField.Int optionalI(KnownClass c, String name, String desc) { return add(new KnownField.Int(c, name, desc, true)); }
    private KnownField.Long j(KnownClass c, String name) { return add(new KnownField.Long(c, name, false)); }
    private KnownField.Bool z(KnownClass c, String name) { return add(new KnownField.Bool(c, name, false)); }
    private KnownField.Bool optionalZ(KnownClass c, String name) { return add(new KnownField.Bool(c, name, true)); }
    private KnownField.StaticRef staticRef(KnownClass c, String name, String desc) { return add(new KnownField.StaticRef(c, name, desc, false)); }
    private KnownField.StaticInt staticI(KnownClass c, String name) { return add(new KnownField.StaticInt(c, name, false)); }
    private KnownField.StaticInt optionalStaticI(KnownClass c, String name) { return add(new KnownField.StaticInt(c, name, true)); }
    private List<KnownField.StaticInt> optionalStaticIs(KnownClass c, String... names) {
        List<KnownField.StaticInt> out = new ArrayList<>();
        for (String n : names) out.add(optionalStaticI(c, n));
        return Collections.unmodifiableList(out);
    }
    private KnownField.StaticBool staticZ(KnownClass c, String name) { return add(new KnownField.StaticBool(c, name, false)); }
    private KnownField.StaticLong optionalStaticJ(KnownClass c, String name) { return add(new KnownField.StaticLong(c, name, true)); }
}
