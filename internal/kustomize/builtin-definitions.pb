JΩ˜0
ß
"io.k8s.api.core.v1.NFSVolumeSourceÄ"ÄRepresents an NFS mount that lasts the lifetime of a pod. NFS volumes do not support ownership management or SELinux relabeling.öserveröpath≤
object ﬁ
Ä
pathx"kPath that is exported by the NFS server. More info: https://kubernetes.io/docs/concepts/storage/volumes#nfs≤
string
√
readOnly∂"ßReadOnly here will force the NFS export to be mounted with read-only permissions. Defaults to false. More info: https://kubernetes.io/docs/concepts/storage/volumes#nfs≤	
boolean
í
serverá"zServer is the hostname or IP address of the NFS server. More info: https://kubernetes.io/docs/concepts/storage/volumes#nfs≤
string
»
$io.k8s.api.discovery.v1beta1.ForZoneü"LForZone provides information about which zones should consume this endpoint.öname≤
object <
:
name2"%name represents the name of the zone.≤
string
¶
io.k8s.api.events.v1beta1.EventÇ"æEvent is a report of an event somewhere in the cluster. It generally denotes some state change in the system. Events have a limited retention time and triggers and messages may evolve with time.  Event consumers should not rely on the timing of an event with a given Reason reflecting a consistent underlying trigger, or the continued existence of events with that Reason.  Events should be treated as informative, best-effort, supplemental data.ö	eventTime≤
object ∆
|
reasonr"ereason is why the action was taken. It is human-readable. This field can have at most 128 characters.≤
string
—
related≈
0#/definitions/io.k8s.api.core.v1.ObjectReference"êrelated is the optional secondary object for more complex actions. E.g. when regarding object triggers a creation or deletion of related object.
π
reportingController°"ìreportingController is the name of the controller that emitted this Event, e.g. `kubernetes.io/kubelet`. This field cannot be empty for new Events.≤
string
¶
actionõ"çaction is what action was taken/failed regarding to the regarding object. It is machine-readable. This field can have at most 128 characters.≤
string
à
deprecatedCountuint32"`deprecatedCount is the deprecated field assuring backward compatibility with core.v1 Event type.≤	
integer
ø
deprecatedLastTimestamp£
7#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.Time"hdeprecatedLastTimestamp is the deprecated field assuring backward compatibility with core.v1 Event type.
“
metadata≈
=#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta"ÉStandard object's metadata. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata
¡
deprecatedFirstTimestamp§
7#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.Time"ideprecatedFirstTimestamp is the deprecated field assuring backward compatibility with core.v1 Event type.
ó
	eventTimeâ
<#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.MicroTime"IeventTime is the time when this Event was first observed. It is required.
π
kind∞"¢Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds≤
string
æ

apiVersionØ"°APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources≤
string
¶
deprecatedSourceë
,#/definitions/io.k8s.api.core.v1.EventSource"adeprecatedSource is the deprecated field assuring backward compatibility with core.v1 Event type.
∂
	regarding®
0#/definitions/io.k8s.api.core.v1.ObjectReference"Ûregarding contains the object this Event is about. In most cases it's an Object reporting controller implements, e.g. ReplicaSetController implements ReplicaSets and this event is emitted because it acts on some changes in a ReplicaSet object.
ü
seriesî
3#/definitions/io.k8s.api.events.v1beta1.EventSeries"]series is data about the Event series this event represents or nil if it's a singleton Event.
Ω
note¥"¶note is a human-readable description of the status of this operation. Maximal length of the note is 1kB, but libraries should be prepared to handle values up to 64kB.≤
string
¬
reportingInstance¨"ûreportingInstance is the ID of the controller instance, e.g. `kubelet-xyzf`. This field cannot be empty for new Events and it can have at most 128 characters.≤
string
Ü
type~"qtype is the type of this event (Normal, Warning), new types could be added in the future. It is machine-readable.≤
string˙]
x-kubernetes-group-version-kind:8- group: events.k8s.io
  kind: Event
  version: v1beta1

Ó
?io.k8s.api.certificates.v1beta1.CertificateSigningRequestStatus™≤
object õ
ò
certificateàbyte"OIf request was approved, the controller will place the issued certificate here.≤
string˙#
x-kubernetes-list-type	atomic

˝

conditionsÓ">Conditions applied to the request, such as approval or denial.≤
array∫T
R
P#/definitions/io.k8s.api.certificates.v1beta1.CertificateSigningRequestCondition˙'
x-kubernetes-list-map-keys	- type
˙ 
x-kubernetes-list-typemap

Æ

"io.k8s.api.core.v1.ComponentStatusá
"yComponentStatus (and ComponentStatusList) holds the cluster validation info. Deprecated: This API is deprecated in v1.19+≤
object £
æ

apiVersionØ"°APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources≤
string
Œ

conditionsø"%List of component conditions observed≤
array∫7
5
3#/definitions/io.k8s.api.core.v1.ComponentCondition˙'
x-kubernetes-patch-merge-keytype
˙'
x-kubernetes-patch-strategymerge

π
kind∞"¢Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds≤
string
“
metadata≈
=#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta"ÉStandard object's metadata. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata˙W
x-kubernetes-group-version-kind42- group: ""
  kind: ComponentStatus
  version: v1

ò
*io.k8s.api.core.v1.NodeSelectorRequirementÈ"wA node selector requirement is a selector that contains values, a key, and an operator that relates the key and values.ökeyöoperator≤
object –
˚
values"”An array of string values. If the operator is In or NotIn, the values array must be non-empty. If the operator is Exists or DoesNotExist, the values array must be empty. If the operator is Gt or Lt, the values array must have a single element, which will be interpreted as an integer. This array is replaced during a strategic merge patch.≤
array∫
≤
string
?
key8"+The label key that the selector applies to.≤
string
é
operatorÅ"tRepresents a key's relationship to a set of values. Valid operators are In, NotIn, Exists, DoesNotExist. Gt, and Lt.≤
string
í5
'io.k8s.api.core.v1.PersistentVolumeSpecÊ4"APersistentVolumeSpec is the specification of a persistent volume.≤
object î4
•
portworxVolumeí
5#/definitions/io.k8s.api.core.v1.PortworxVolumeSource"YPortworxVolume represents a portworx volume attached and mounted on kubelets host machine
¶
scaleIOö
>#/definitions/io.k8s.api.core.v1.ScaleIOPersistentVolumeSource"XScaleIO represents a ScaleIO persistent volume attached and mounted on Kubernetes nodes.
Å
	storageosÛ
@#/definitions/io.k8s.api.core.v1.StorageOSPersistentVolumeSource"ÆStorageOS represents a StorageOS volume that is attached to the kubelet's host machine and mounted into the pod More info: https://examples.k8s.io/volumes/storageos/README.md
Ó
mountOptions›"¿A list of mount options, e.g. ["ro", "soft"]. Not validated - mount will simply fail if one is invalid. More info: https://kubernetes.io/docs/concepts/storage/persistent-volumes/#mount-options≤
array∫
≤
string
¡
nfsπ
0#/definitions/io.k8s.api.core.v1.NFSVolumeSource"ÑNFS represents an NFS mount on the host. Provisioned by an admin. More info: https://kubernetes.io/docs/concepts/storage/volumes#nfs
ñ
cephfsã
=#/definitions/io.k8s.api.core.v1.CephFSPersistentVolumeSource"JCephFS represents a Ceph FS mount on the host that shares a pod's lifetime
Ω
gcePersistentDiskß
>#/definitions/io.k8s.api.core.v1.GCEPersistentDiskVolumeSource"‰GCEPersistentDisk represents a GCE Disk resource that is attached to a kubelet's host machine and then exposed to the pod. Provisioned by an admin. More info: https://kubernetes.io/docs/concepts/storage/volumes#gcepersistentdisk
‰
nodeAffinity”
3#/definitions/io.k8s.api.core.v1.VolumeNodeAffinity"õNodeAffinity defines constraints that limit what nodes this volume can be accessed from. This field influences the scheduling of pods that use this volume.
±
awsElasticBlockStoreò
A#/definitions/io.k8s.api.core.v1.AWSElasticBlockStoreVolumeSource"“AWSElasticBlockStore represents an AWS Disk resource that is attached to a kubelet's host machine and then exposed to the pod. More info: https://kubernetes.io/docs/concepts/storage/volumes#awselasticblockstore
÷
claimRef…
0#/definitions/io.k8s.api.core.v1.ObjectReference"îClaimRef is part of a bi-directional binding between PersistentVolume and PersistentVolumeClaim. Expected to be non-nil when bound. claim.VolumeName is the authoritative bind between PV and PVC. More info: https://kubernetes.io/docs/concepts/storage/persistent-volumes#binding
™
fc£
/#/definitions/io.k8s.api.core.v1.FCVolumeSource"pFC represents a Fibre Channel resource that is attached to a kubelet's host machine and then exposed to the pod.
Ì
flocker·
4#/definitions/io.k8s.api.core.v1.FlockerVolumeSource"®Flocker represents a Flocker volume attached to a kubelet's host machine and exposed to the pod for its usage. This depends on the Flocker control service being running
Ö
	glusterfs˜
@#/definitions/io.k8s.api.core.v1.GlusterfsPersistentVolumeSource"≤Glusterfs represents a Glusterfs volume that is attached to a host and exposed to the pod. Provisioned by an admin. More info: https://examples.k8s.io/volumes/glusterfs/README.md
|
locals
2#/definitions/io.k8s.api.core.v1.LocalVolumeSource"=Local represents directly-attached storage with node affinity
…

volumeMode∫"¨volumeMode defines if a volume is intended to be used with a formatted filesystem or to remain in raw block state. Value of Filesystem is implied when not included in spec.≤
string

capacity„"ìA description of the persistent volume's resources and capacity. More info: https://kubernetes.io/docs/concepts/storage/persistent-volumes#capacity™?
=
;#/definitions/io.k8s.apimachinery.pkg.api.resource.Quantity≤
object
⁄
cinderœ
=#/definitions/io.k8s.api.core.v1.CinderPersistentVolumeSource"çCinder represents a cinder volume attached and mounted on kubelets host machine. More info: https://examples.k8s.io/mysql-cinder-pd/README.md
è
quobyteÉ
4#/definitions/io.k8s.api.core.v1.QuobyteVolumeSource"KQuobyte represents a Quobyte mount on the host that shares a pod's lifetime
ú
	azureDiské
6#/definitions/io.k8s.api.core.v1.AzureDiskVolumeSource"TAzureDisk represents an Azure Data Disk mount on the host and bind mount to the pod.
’
iscsiÀ
<#/definitions/io.k8s.api.core.v1.ISCSIPersistentVolumeSource"äISCSI represents an ISCSI Disk resource that is attached to a kubelet's host machine and then exposed to the pod. Provisioned by an admin.
®
storageClassNameì"ÖName of StorageClass to which this persistent volume belongs. Empty value means that this volume does not belong to any StorageClass.≤
string
º
accessModes¨"èAccessModes contains all ways the volume can be mounted. More info: https://kubernetes.io/docs/concepts/storage/persistent-volumes#access-modes≤
array∫
≤
string
ı
hostPathË
5#/definitions/io.k8s.api.core.v1.HostPathVolumeSource"ÆHostPath represents a directory on the host. Provisioned by a developer or tester. This is useful for single-node development and testing only! On-host storage is not supported in any way and WILL NOT WORK in a multi-node cluster. More info: https://kubernetes.io/docs/concepts/storage/volumes#hostpath
”
rbdÀ
:#/definitions/io.k8s.api.core.v1.RBDPersistentVolumeSource"åRBD represents a Rados Block Device mount on the host that shares a pod's lifetime. More info: https://examples.k8s.io/volumes/rbd/README.md
∂

flexVolumeß
;#/definitions/io.k8s.api.core.v1.FlexPersistentVolumeSource"hFlexVolume represents a generic volume resource that is provisioned/attached using an exec based plugin.
º
persistentVolumeReclaimPolicyö"åWhat happens to a persistent volume when released from its claim. Valid options are Retain (default for manually created PersistentVolumes), Delete (default for dynamically provisioned PersistentVolumes), and Recycle (deprecated). Recycle must be supported by the volume plugin underlying this PersistentVolume. More info: https://kubernetes.io/docs/concepts/storage/persistent-volumes#reclaiming≤
string
Œ
photonPersistentDiskµ
A#/definitions/io.k8s.api.core.v1.PhotonPersistentDiskVolumeSource"pPhotonPersistentDisk represents a PhotonController persistent disk attached and mounted on kubelets host machine
¨
vsphereVolumeö
?#/definitions/io.k8s.api.core.v1.VsphereVirtualDiskVolumeSource"WVsphereVolume represents a vSphere volume attached and mounted on kubelets host machine
©
	azureFileõ
@#/definitions/io.k8s.api.core.v1.AzureFilePersistentVolumeSource"WAzureFile represents an Azure File Service mount on the host and bind mount to the pod.
ñ
csié
:#/definitions/io.k8s.api.core.v1.CSIPersistentVolumeSource"PCSI represents storage that is handled by an external CSI driver (Beta feature).
∂
io.k8s.api.core.v1.Podõ"wPod is a collection of containers that can run on a host. This resource is created by clients and scheduled onto hosts.≤
object ≈

æ

apiVersionØ"°APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources≤
string
π
kind∞"¢Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds≤
string
“
metadata≈
=#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta"ÉStandard object's metadata. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata
÷
specÕ
(#/definitions/io.k8s.api.core.v1.PodSpec"†Specification of the desired behavior of the pod. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#spec-and-status
ó
statuså
*#/definitions/io.k8s.api.core.v1.PodStatus"›Most recently observed status of the pod. This data may not be up to date. Populated by the system. Read-only. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#spec-and-status˙K
x-kubernetes-group-version-kind(&- kind: Pod
  version: v1
  group: ""

ó
io.k8s.api.core.v1.PodConditionÛ"DPodCondition contains details for the current condition of this pod.ötypeöstatus≤
object é
X
messageM"@Human-readable message indicating details about last transition.≤
string
^
reasonT"GUnique, one-word, CamelCase reason for the condition's last transition.≤
string
∑
status¨"ûStatus is the status of the condition. Can be True, False, Unknown. More info: https://kubernetes.io/docs/concepts/workloads/pods/pod-lifecycle#pod-conditions≤
string
ì
typeä"}Type is the type of the condition. More info: https://kubernetes.io/docs/concepts/workloads/pods/pod-lifecycle#pod-conditions≤
string
n
lastProbeTime]
7#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.Time""Last time we probed the condition.
ë
lastTransitionTime{
7#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.Time"@Last time the condition transitioned from one status to another.
È
/io.k8s.api.authentication.v1.TokenRequestStatusµ"4TokenRequestStatus is the result of a token request.ötokenöexpirationTimestamp≤
object “
ñ
expirationTimestamp
7#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.Time"DExpirationTimestamp is the time of expiration of the returned token.
7
token."!Token is the opaque bearer token.≤
string
©
0io.k8s.api.autoscaling.v2beta2.MetricValueStatusÙ"6MetricValueStatus holds the current value for a metric≤
object ≠
Ï
averageUtilization’int32"øcurrentAverageUtilization is the current value of the average of the resource metric across all relevant pods, represented as a percentage of the requested value of the resource for the pods.≤	
integer
∑
averageValue¶
;#/definitions/io.k8s.apimachinery.pkg.api.resource.Quantity"gaverageValue is the current value of the average of the metric across all relevant pods (as a quantity)
Å
valuex
;#/definitions/io.k8s.apimachinery.pkg.api.resource.Quantity"9value is the current value of the metric (as a quantity).
º
!io.k8s.api.core.v1.SELinuxOptionsñ"<SELinuxOptions are the labels to be applied to the container≤
object …
Q
levelH";Level is SELinux level label that applies to the container.≤
string
P
roleH";Role is a SELinux role label that applies to the container.≤
string
P
typeH";Type is a SELinux type label that applies to the container.≤
string
P
userH";User is a SELinux user label that applies to the container.≤
string
‡
%io.k8s.api.discovery.v1.EndpointHints∂"KEndpointHints provides hints describing how an endpoint should be consumed.≤
object ⁄
◊
forZones "dforZones indicates the zone(s) this endpoint should be consumed by to enable topology aware routing.≤
array∫1
/
-#/definitions/io.k8s.api.discovery.v1.ForZone˙#
x-kubernetes-list-type	atomic

„
Bio.k8s.api.certificates.v1beta1.CertificateSigningRequestConditionúötype≤
object Ü
∂
lastTransitionTimeü
7#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.Time"„lastTransitionTime is the time the condition last transitioned from one status to another. If unset, when a new condition type is added or an existing condition's status is changed, the server defaults this to the current time.
|
lastUpdateTimej
7#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.Time"/timestamp for the last update to this condition
S
messageH";human readable message with details about the request state≤
string
9
reason/""brief reason for the request state≤
string
“
status«"πStatus of the condition, one of True, False, Unknown. Approved, Denied, and Failed conditions may not be "False" or "Unknown". Defaults to "True". If unset, should be treated as "True".≤
string
h
type`"Stype of the condition. Known conditions include "Approved", "Denied", and "Failed".≤
string
Ñ

/io.k8s.api.core.v1.CephFSPersistentVolumeSource–	"çRepresents a Ceph Filesystem mount that lasts the lifetime of a pod Cephfs volumes do not support ownership management or SELinux relabeling.ömonitors≤
object ¶
¶
monitorsô"}Required: Monitors is a collection of Ceph monitors More info: https://examples.k8s.io/volumes/cephfs/README.md#how-to-use-it≤
array∫
≤
string
e
path]"POptional: Used as the mounted root, rather than the full Ceph tree, default is /≤
string
Œ
readOnly¡"≤Optional: Defaults to false (read/write). ReadOnly here will force the ReadOnly setting in VolumeMounts. More info: https://examples.k8s.io/volumes/cephfs/README.md#how-to-use-it≤	
boolean
æ

secretFileØ"°Optional: SecretFile is the path to key ring for User, default is /etc/ceph/user.secret More info: https://examples.k8s.io/volumes/cephfs/README.md#how-to-use-it≤
string
Ê
	secretRefÿ
0#/definitions/io.k8s.api.core.v1.SecretReference"£Optional: SecretRef is reference to the authentication secret for User, default is empty. More info: https://examples.k8s.io/volumes/cephfs/README.md#how-to-use-it
ò
userè"ÅOptional: User is the rados user name, default is admin More info: https://examples.k8s.io/volumes/cephfs/README.md#how-to-use-it≤
string
˚
io.k8s.api.core.v1.Handler‹"6Handler defines a specific action that should be taken≤
object ï
ë
	tcpSocketÉ
0#/definitions/io.k8s.api.core.v1.TCPSocketAction"OTCPSocket specifies an action involving a TCP port. TCP hooks not yet supported
ë
execà
+#/definitions/io.k8s.api.core.v1.ExecAction"YOne and only one of the following should be specified. Exec specifies the action to take.
k
httpGet`
.#/definitions/io.k8s.api.core.v1.HTTPGetAction".HTTPGet specifies the http request to perform.
Á
io.k8s.api.rbac.v1beta1.RoleRef√"?RoleRef contains information that points to the role being usedöapiGroupökindöname≤
object ⁄
P
apiGroupD"7APIGroup is the group for the resource being referenced≤
string
B
kind:"-Kind is the type of resource being referenced≤
string
B
name:"-Name is the name of resource being referenced≤
string
Ÿ
&io.k8s.api.storage.v1beta1.CSINodeSpecÆ"\CSINodeSpec holds information about the specification of all CSI drivers installed on a nodeödrivers≤
object ∑
¥
drivers®"ädrivers is a list of information of all CSI Drivers existing on a node. If all drivers in the list are uninstalled, this can become empty.≤
array∫:
8
6#/definitions/io.k8s.api.storage.v1beta1.CSINodeDriver˙'
x-kubernetes-patch-strategymerge
˙'
x-kubernetes-patch-merge-keyname

Ç
=io.k8s.api.certificates.v1beta1.CertificateSigningRequestList¿öitems≤
object ´
a
itemsX≤
array∫K
I
G#/definitions/io.k8s.api.certificates.v1beta1.CertificateSigningRequest
π
kind∞"¢Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds≤
string
I
metadata=
;#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.ListMeta
æ

apiVersionØ"°APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources≤
string˙{
x-kubernetes-group-version-kindXV- group: certificates.k8s.io
  kind: CertificateSigningRequestList
  version: v1beta1

Ù
io.k8s.api.core.v1.Event◊"âEvent is a report of an event somewhere in the cluster.  Events have a limited retention time and triggers and messages may evolve with time.  Event consumers should not rely on the timing of an event with a given Reason reflecting a consistent underlying trigger, or the continued existence of events with that Reason.  Events should be treated as informative, best-effort, supplemental data.ömetadataöinvolvedObject≤
object –
J
countAint32",The number of times this event has occurred.≤	
integer
U
messageJ"=A human-readable description of the status of this operation.≤
string
“
metadata≈
=#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta"ÉStandard object's metadata. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata
è
sourceÑ
,#/definitions/io.k8s.api.core.v1.EventSource"TThe component reporting this event. Should be a short machine understandable string.
æ

apiVersionØ"°APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources≤
string
ï
lastTimestampÉ
7#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.Time"HThe time at which the most recent occurrence of this event was recorded.
r
relatedg
0#/definitions/io.k8s.api.core.v1.ObjectReference"3Optional secondary object for more complex actions.
p
reportingComponentZ"MName of the controller that emitted this Event, e.g. `kubernetes.io/kubelet`.≤
string
U
reportingInstance@"3ID of the controller instance, e.g. `kubelet-xyzf`.≤
string
é
seriesÉ
,#/definitions/io.k8s.api.core.v1.EventSeries"SData about the Event series this event represents or nil if it's a singleton Event.
V
actionL"?What action was taken/failed regarding to the Regarding object.≤
string
a
typeY"LType of this event (Normal, Warning), new types could be added in the future≤
string
ô
reasoné"ÄThis should be a short, machine understandable string that gives the reason for the transition into the object's current status.≤
string
¶
firstTimestampì
7#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.Time"XThe time at which the event was first recorded. (Time of server receipt is in TypeMeta.)
j
involvedObjectX
0#/definitions/io.k8s.api.core.v1.ObjectReference"$The object that this event is about.
π
kind∞"¢Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds≤
string
u
	eventTimeh
<#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.MicroTime"(Time when this Event was first observed.˙M
x-kubernetes-group-version-kind*(- kind: Event
  version: v1
  group: ""

∫
.io.k8s.api.networking.v1beta1.IngressClassSpecá"DIngressClassSpec provides information about the class of an Ingress.≤
object ≤
¶

controlleró"âController refers to the name of the controller that should handle this class. This allows for different "flavors" that are controlled by the same controller. For example, you may have different Parameters for the same implementing controller. This should be specified as a domain-prefixed path no more than 250 characters in length, e.g. "acme.io/ingress-controller". This field is immutable.≤
string
Ü

parameters˜
K#/definitions/io.k8s.api.networking.v1beta1.IngressClassParametersReference"ßParameters is a link to a custom resource containing additional configuration for the controller. This is optional if the controller does not require extra parameters.
Ê
*io.k8s.api.discovery.v1.EndpointConditions∑"CEndpointConditions represents the current condition of an endpoint.≤
object „
”
ready…"∫ready indicates that this endpoint is prepared to receive traffic, according to whatever system is managing the endpoint. A nil value indicates an unknown state. In most cases consumers should interpret this unknown state as ready. For compatibility reasons, ready should never be "true" for terminating endpoints.≤	
boolean
Ÿ
servingÕ"æserving is identical to ready except that it is set regardless of the terminating state of endpoints. This condition should be set to true for a ready endpoint that is terminating. If nil, consumers should defer to the ready condition. This field can be enabled with the EndpointSliceTerminatingCondition feature gate.≤	
boolean
Æ
terminatingû"èterminating indicates that this endpoint is terminating. A nil value indicates an unknown state. Consumers should interpret this unknown state to mean that the endpoint is not terminating. This field can be enabled with the EndpointSliceTerminatingCondition feature gate.≤	
boolean
Î
/io.k8s.api.discovery.v1beta1.EndpointConditions∑"CEndpointConditions represents the current condition of an endpoint.≤
object „
Ÿ
servingÕ"æserving is identical to ready except that it is set regardless of the terminating state of endpoints. This condition should be set to true for a ready endpoint that is terminating. If nil, consumers should defer to the ready condition. This field can be enabled with the EndpointSliceTerminatingCondition feature gate.≤	
boolean
Æ
terminatingû"èterminating indicates that this endpoint is terminating. A nil value indicates an unknown state. Consumers should interpret this unknown state to mean that the endpoint is not terminating. This field can be enabled with the EndpointSliceTerminatingCondition feature gate.≤	
boolean
”
ready…"∫ready indicates that this endpoint is prepared to receive traffic, according to whatever system is managing the endpoint. A nil value indicates an unknown state. In most cases consumers should interpret this unknown state as ready. For compatibility reasons, ready should never be "true" for terminating endpoints.≤	
boolean
∞
io.k8s.api.node.v1.Overheadê"ROverhead structure represents the resource overhead associated with running a pod.≤
object ≠
™
podFixedù"NPodFixed represents the fixed resource overhead associated with running a pod.™?
=
;#/definitions/io.k8s.apimachinery.pkg.api.resource.Quantity≤
object
”
3io.k8s.api.authentication.v1beta1.TokenReviewStatusõ"DTokenReviewStatus is the result of the token authentication request.≤
object ∆
í
	audiencesÑ"ÁAudiences are audience identifiers chosen by the authenticator that are compatible with both the TokenReview and token. An identifier is any identifier in the intersection of the TokenReviewSpec audiences and the token's audiences. A client of the TokenReview API that sets the spec.audiences field should validate that a compatible audience identifier is returned in the status.audiences field to ensure that the TokenReview server is audience aware. If a TokenReview returns an empty status.audience field where status.authenticated is "true", the token is valid against the audience of the Kubernetes API server.≤
array∫
≤
string
g
authenticatedV"HAuthenticated indicates that the token was associated with a known user.≤	
boolean
H
error?"2Error indicates that the token couldn't be checked≤
string
|
usert
8#/definitions/io.k8s.api.authentication.v1beta1.UserInfo"8User is the UserInfo associated with the provided token.
Û
=io.k8s.api.certificates.v1.CertificateSigningRequestCondition±"^CertificateSigningRequestCondition describes a condition of a CertificateSigningRequest objectötypeöstatus≤
object ≤
f
message["Nmessage contains a human readable message with details about the request state≤
string
L
reasonB"5reason indicates a brief reason for the request state≤
string
ñ
statusã"~status of the condition, one of True, False, Unknown. Approved, Denied, and Failed conditions may not be "False" or "Unknown".≤
string
ò
typeè"Åtype of the condition. Known conditions are "Approved", "Denied", and "Failed".

An "Approved" condition is added via the /approval subresource, indicating the request was approved and should be issued by the signer.

A "Denied" condition is added via the /approval subresource, indicating the request was denied and should not be issued by the signer.

A "Failed" condition is added via the /status subresource, indicating the signer failed to issue the certificate.

Approved and Denied conditions are mutually exclusive. Approved, Denied, and Failed conditions cannot be removed once added.

Only one condition of a given type is allowed.≤
string
∂
lastTransitionTimeü
7#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.Time"„lastTransitionTime is the time the condition last transitioned from one status to another. If unset, when a new condition type is added or an existing condition's status is changed, the server defaults this to the current time.
å
lastUpdateTimez
7#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.Time"?lastUpdateTime is the time of the last update to this condition
‡	
!io.k8s.api.core.v1.LimitRangeList∫	"-LimitRangeList is a list of LimitRange items.öitems≤
object õ
æ

apiVersionØ"°APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources≤
string
…
itemsø"ÄItems is a list of LimitRange objects. More info: https://kubernetes.io/docs/concepts/configuration/manage-resources-containers/≤
array∫/
-
+#/definitions/io.k8s.api.core.v1.LimitRange
π
kind∞"¢Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds≤
string
œ
metadata¬
;#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.ListMeta"ÇStandard list metadata. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds˙V
x-kubernetes-group-version-kind31- group: ""
  kind: LimitRangeList
  version: v1

§,
5io.k8s.api.admissionregistration.v1.ValidatingWebhookÍ+"`ValidatingWebhook describes an admission webhook and the resources and operations it applies to.önameöclientConfigösideEffectsöadmissionReviewVersions≤
object ª*
ı
sideEffectsÂ"◊SideEffects states whether this webhook has side effects. Acceptable values are: None, NoneOnDryRun (webhooks created via v1beta1 may also specify Some or Unknown). Webhooks with side effects MUST implement a reconciliation system, since a request may be rejected by a future step in the admission chain and the side effects therefore need to be undone. Requests with the dryRun attribute will be auto-rejected if they match a webhook with sideEffects == Unknown or Some.≤
string
ú
timeoutSecondsâint32"ÛTimeoutSeconds specifies the timeout for this webhook. After the timeout passes, the webhook call will be ignored or the API call will fail based on the failure policy. The timeout value must be between 1 and 30 seconds. Default to 10 seconds.≤	
integer
ñ
admissionReviewVersions˙"›AdmissionReviewVersions is an ordered list of preferred `AdmissionReview` versions the Webhook expects. API server will try to use first version in the list which it supports. If none of the versions specified in this list supported by API server, validation will fail for this object. If a persisted webhook configuration specifies allowed versions and does not include any versions known to the API Server, calls to the webhook will fail and be subject to the failure policy.≤
array∫
≤
string
¨
failurePolicyö"åFailurePolicy defines how unrecognized errors from the admission endpoint are handled - allowed values are Ignore or Fail. Defaults to Fail.≤
string
Á
nameﬁ"–The name of the admission webhook. Name should be fully qualified, e.g., imagepolicy.kubernetes.io, where "imagepolicy" is the name of the webhook, and kubernetes.io is the name of the organization. Required.≤
string
È
objectSelector÷
@#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.LabelSelector"ëObjectSelector decides whether to run the webhook based on if the object has matching labels. objectSelector is evaluated against both the oldObject and newObject that would be sent to the webhook, and is considered to match if either object matches the selector. A null object (oldObject in the case of create, or newObject in the case of delete) or an object that cannot have labels (like a DeploymentRollback or a PodProxyOptions object) is not considered to match. Use the object selector only if the webhook is opt-in, because end users may skip the admission webhook by setting the labels. Default to the empty LabelSelector, which matches everything.
È
rulesﬂ"áRules describes what operations on what resources/subresources the webhook cares about. The webhook cares about an operation if it matches _any_ Rule. However, in order to prevent ValidatingAdmissionWebhooks and MutatingAdmissionWebhooks from putting the cluster in a state which cannot be recovered from without completely disabling the plugin, ValidatingAdmissionWebhooks and MutatingAdmissionWebhooks are never called on admission requests for ValidatingWebhookConfiguration and MutatingWebhookConfiguration objects.≤
array∫H
F
D#/definitions/io.k8s.api.admissionregistration.v1.RuleWithOperations
ô
clientConfigà
E#/definitions/io.k8s.api.admissionregistration.v1.WebhookClientConfig"?ClientConfig defines how to communicate with the hook. Required
ú
matchPolicyå"˛matchPolicy defines how the "rules" list is used to match incoming requests. Allowed values are "Exact" or "Equivalent".

- Exact: match a request only if it exactly matches a specified rule. For example, if deployments can be modified via apps/v1, apps/v1beta1, and extensions/v1beta1, but "rules" only included `apiGroups:["apps"], apiVersions:["v1"], resources: ["deployments"]`, a request to apps/v1beta1 or extensions/v1beta1 would not be sent to the webhook.

- Equivalent: match a request if modifies a resource listed in rules, even via another API group or version. For example, if deployments can be modified via apps/v1, apps/v1beta1, and extensions/v1beta1, and "rules" only included `apiGroups:["apps"], apiVersions:["v1"], resources: ["deployments"]`, a request to apps/v1beta1 or extensions/v1beta1 would be converted to apps/v1 and sent to the webhook.

Defaults to "Equivalent"≤
string
‹	
namespaceSelector∆	
@#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.LabelSelector"Å	NamespaceSelector decides whether to run the webhook on an object based on whether the namespace for that object matches the selector. If the object itself is a namespace, the matching is performed on object.metadata.labels. If the object is another cluster scoped resource, it never skips the webhook.

For example, to run the webhook on any objects whose namespace is not associated with "runlevel" of "0" or "1";  you will set the selector as follows: "namespaceSelector": {
  "matchExpressions": [
    {
      "key": "runlevel",
      "operator": "NotIn",
      "values": [
        "0",
        "1"
      ]
    }
  ]
}

If instead you want to only run the webhook on any objects whose namespace is associated with the "environment" of "prod" or "staging"; you will set the selector as follows: "namespaceSelector": {
  "matchExpressions": [
    {
      "key": "environment",
      "operator": "In",
      "values": [
        "prod",
        "staging"
      ]
    }
  ]
}

See https://kubernetes.io/docs/concepts/overview/working-with-objects/labels for more examples of label selectors.

Default to the empty LabelSelector, which matches everything.
Ô
io.k8s.api.batch.v1.CronJobListÀ")CronJobList is a collection of cron jobs.öitems≤
object ∞
æ

apiVersionØ"°APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources≤
string
c
itemsZ"items is the list of CronJobs.≤
array∫-
+
)#/definitions/io.k8s.api.batch.v1.CronJob
π
kind∞"¢Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds≤
string
À
metadataæ
;#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.ListMeta"Standard list metadata. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata˙V
x-kubernetes-group-version-kind31- group: batch
  kind: CronJobList
  version: v1

∑
2io.k8s.api.flowcontrol.v1beta1.FlowSchemaConditionÄ":FlowSchemaCondition describes conditions for a FlowSchema.≤
object µ
Æ
lastTransitionTimeó
7#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.Time"\`lastTransitionTime` is the last time the condition transitioned from one status to another.
g
message\"O`message` is a human-readable message indicating details about last transition.≤
string
l
reasonb"U`reason` is a unique, one-word, CamelCase reason for the condition's last transition.≤
string
f
status\"O`status` is the status of the condition. Can be True, False, Unknown. Required.≤
string
C
type;".`type` is the type of the condition. Required.≤
string
Ö
)io.k8s.api.policy.v1beta1.AllowedHostPath◊"èAllowedHostPath defines the host volume conditions that will be enabled by a policy for pods to use. It requires the path prefix to be defined.≤
object ∂
≠

pathPrefixû"êpathPrefix is the path prefix that the host volume must match. It does not support `*`. Trailing slashes are trimmed when validating the path prefix with a host path.

Examples: `/foo` would allow `/foo`, `/foo/` and `/foo/bar` `/foo` would not allow `/food` or `/etc/foo`≤
string
É
readOnlyw"iwhen set to true, will allow host volumes matching the pathPrefix only if all volume mounts are readOnly.≤	
boolean
„	
1io.k8s.api.policy.v1beta1.PodDisruptionBudgetSpec≠	"BPodDisruptionBudgetSpec is a description of a PodDisruptionBudget.≤
object ⁄

maxUnavailable›
=#/definitions/io.k8s.apimachinery.pkg.util.intstr.IntOrString"õAn eviction is allowed if at most "maxUnavailable" pods selected by "selector" are unavailable after the eviction, i.e. even in absence of the evicted pod. For example, one can prevent all voluntary evictions by specifying 0. This is a mutually exclusive setting with "minAvailable".
«
minAvailable∂
=#/definitions/io.k8s.apimachinery.pkg.util.intstr.IntOrString"ÙAn eviction is allowed if at least "minAvailable" pods selected by "selector" will still be available after the eviction, i.e. even in the absence of the evicted pod.  So for example you can prevent all voluntary evictions by specifying "100%".
ö
selectorç
@#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.LabelSelector"úLabel query over pods whose evictions are managed by the disruption budget. A null selector selects no pods. An empty selector ({}) also selects no pods, which differs from standard behavior of selecting all pods. In policy/v1, an empty selector will select all pods in the namespace.˙)
x-kubernetes-patch-strategy
replace

≠
/io.k8s.api.autoscaling.v2beta2.MetricIdentifier˘"FMetricIdentifier defines the name and optionally selector for a metricöname≤
object õ
9
name1"$name is the name of the given metric≤
string
›
selector–
@#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.LabelSelector"ãselector is the string-encoded form of a standard kubernetes label selector for the given metric When set, it is passed as an additional parameter to the metrics server for more specific metrics scoping. When unset, just the metricName will be used to gather metrics.
à
2io.k8s.api.core.v1.GlusterfsPersistentVolumeSource—"ãRepresents a Glusterfs mount that lasts the lifetime of a pod. Glusterfs volumes do not support ownership management or SELinux relabeling.ö	endpointsöpath≤
object °
ï
endpointsNamespace˛"EndpointsNamespace is the namespace that contains Glusterfs endpoint. If this field is empty, the EndpointNamespace defaults to the same namespace as the bound PVC. More info: https://examples.k8s.io/volumes/glusterfs/README.md#create-a-pod≤
string
É
path{"nPath is the Glusterfs volume path. More info: https://examples.k8s.io/volumes/glusterfs/README.md#create-a-pod≤
string
“
readOnly≈"∂ReadOnly here will force the Glusterfs volume to be mounted with read-only permissions. Defaults to false. More info: https://examples.k8s.io/volumes/glusterfs/README.md#create-a-pod≤	
boolean
´
	endpointsù"èEndpointsName is the endpoint name that details Glusterfs topology. More info: https://examples.k8s.io/volumes/glusterfs/README.md#create-a-pod≤
string
ç
Lio.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1.WebhookClientConfigº"WWebhookClientConfig contains the information to make a TLS connection with the webhook.≤
object ‘
Ú
urlÍ"‹url gives the location of the webhook, in standard URL form (`scheme://host:port/path`). Exactly one of `url` or `service` must be specified.

The `host` should not refer to a service running in the cluster; use the `service` field instead. The host might be resolved via external DNS in some apiservers (e.g., `kube-apiserver` cannot resolve in-cluster DNS as that would be a layering violation). `host` may also be an IP address.

Please note that using `localhost` or `127.0.0.1` as a `host` is risky unless you take great care to run this webhook on all hosts which run an apiserver which might need to make calls to this webhook. Such installs are likely to be non-portable, i.e., not easy to turn up in a new cluster.

The scheme must be "https"; the URL must begin with "https://".

A path is optional, and if present may be any string permissible in a URL. You may use the path to pass an arbitrary string to the webhook, for example, a cluster identifier.

Attempting to use a user or basic auth e.g. "user:password@" is not allowed. Fragments ("#...") and query parameters ("?...") are not allowed, either.≤
string
√
caBundle∂byte"¢caBundle is a PEM encoded CA bundle which will be used to validate the webhook's server certificate. If unspecified, system trust roots on the apiserver are used.≤
string
ñ
serviceä
W#/definitions/io.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1.ServiceReference"Æservice is a reference to the service for this webhook. Either service or url must be specified.

If the webhook is running within the cluster, then you should use `service`.
˙
Vio.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1beta1.CustomResourceValidationü"MCustomResourceValidation is a list of validation methods for CustomResources.≤
object ¡
æ
openAPIV3Schema™
[#/definitions/io.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1beta1.JSONSchemaProps"KopenAPIV3Schema is the OpenAPI v3 schema to use for validation and pruning.
ö
0io.k8s.apimachinery.pkg.apis.meta.v1.APIResourceÂ"JAPIResource specifies the name of a resource and whether it is namespaced.önameösingularNameö
namespacedökindöverbs≤
object ÿ
h

shortNamesZ">shortNames is a list of suggested short names of the resource.≤
array∫
≤
string
Ã
storageVersionHashµ"ßThe hash value of the storage version, the version this resource is converted to when written to the data store. Value must be treated as opaque by clients. Only equality comparison on the value is valid. This is an alpha feature and may change or be removed in the future. The field is populated by the apiserver only if the StorageVersionHash feature gate is enabled. This field will remain optional even if it graduates.≤
string
´
verbs°"Ñverbs is a list of supported kube verbs (this includes get, list, watch, create, update, patch, delete, deletecollection, and proxy)≤
array∫
≤
string
=
name5"(name is the plural name of the resource.≤
string
T

namespacedF"8namespaced indicates if a resource is namespaced or not.≤	
boolean
d
kind\"Okind is the kind for the resource (e.g. 'Foo' is the kind for a resource 'foo')≤
string
û
singularNameç"ˇsingularName is the singular name of the resource.  This allows clients to handle plural and singular opaquely. The singularName is more correct for reporting status on a single item and both singular and plural are allowed from the kubectl CLI interface.≤
string
â
version˝"Ôversion is the preferred version of the resource.  Empty implies the version of the containing resource list For subresources, this may have a different value, for example: v1 (while inside a v1beta1 version of the core resource's group)".≤
string
}

categorieso"Scategories is a list of the grouped resources this resource belongs to (e.g. 'all')≤
array∫
≤
string
«
groupΩ"Øgroup is the preferred group of the resource.  Empty implies the group of the containing resource list. For subresources, this may have a different value, for example: Scale".≤
string
ü
=io.k8s.apimachinery.pkg.apis.meta.v1.LabelSelectorRequirement›"xA label selector requirement is a selector that contains values, a key, and an operator that relates the key and values.ökeyöoperator≤
object √
ö
keyí"2key is the label key that the selector applies to.≤
string˙'
x-kubernetes-patch-strategymerge
˙&
x-kubernetes-patch-merge-keykey

é
operatorÅ"toperator represents a key's relationship to a set of values. Valid operators are In, NotIn, Exists and DoesNotExist.≤
string
í
valuesá"Ívalues is an array of string values. If the operator is In or NotIn, the values array must be non-empty. If the operator is Exists or DoesNotExist, the values array must be empty. This array is replaced during a strategic merge patch.≤
array∫
≤
string
µ
6io.k8s.api.authorization.v1beta1.NonResourceAttributes˙"{NonResourceAttributes includes the authorization attributes available for non-resource requests to the Authorizer interface≤
object o
8
path0"#Path is the URL path of the request≤
string
3
verb+"Verb is the standard HTTP verb≤
string
∞
Xio.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1.CustomResourceSubresourceStatus”"≈CustomResourceSubresourceStatus defines how to serve the status subresource for CustomResources. Status is represented by the `.status` JSON path inside of a CustomResource. When set, * exposes a /status subresource for the custom resource * PUT requests to the /status subresource take a custom resource object, and ignore changes to anything except the status stanza * PUT/POST/PATCH requests to the custom resource ignore changes to the status stanza≤
object
–

.io.k8s.api.autoscaling.v2beta2.HPAScalingRulesù
"îHPAScalingRules configures the scaling behavior for one direction. These Rules are applied after calculating DesiredReplicas from metrics for the HPA. They can limit the scaling velocity by specifying scaling policies. They can prevent flapping by specifying the stabilization window, so that the number of replicas is not set instantly, instead, the safest value from the stabilization window is chosen.≤
object ˜
Ã
stabilizationWindowSeconds≠int32"óStabilizationWindowSeconds is the number of seconds for which past recommendations should be considered while scaling up or scaling down. StabilizationWindowSeconds must be greater than or equal to zero and less than or equal to 3600 (one hour). If not set, use the default values: - For scale up: 0 (i.e. no stabilization is done). - For scale down: 300 (i.e. the stabilization window is 300 seconds long).≤	
integer
ë
policiesÑ"≥policies is a list of potential scaling polices which can be used during scaling. At least one policy must be specified, otherwise the HPAScalingRules will be discarded as invalid≤
array∫A
?
=#/definitions/io.k8s.api.autoscaling.v2beta2.HPAScalingPolicy
ë
selectPolicyÄ"sselectPolicy is used to specify which policy should be used. If not set, the default value MaxPolicySelect is used.≤
string
“
4io.k8s.api.core.v1.ScopedResourceSelectorRequirementô"êA scoped-resource selector requirement is a selector that contains values, a scope name, and an operator that relates the scope name and values.ö	scopeNameöoperator≤
object ‡
É
operatorw"jRepresents a scope's relationship to a set of values. Valid operators are In, NotIn, Exists, DoesNotExist.≤
string
M
	scopeName@"3The name of the scope that the selector applies to.≤
string
à
values˝"‡An array of string values. If the operator is In or NotIn, the values array must be non-empty. If the operator is Exists or DoesNotExist, the values array must be empty. This array is replaced during a strategic merge patch.≤
array∫
≤
string
¿
Wio.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1.CustomResourceSubresourceScale‰"^CustomResourceSubresourceScale defines how to serve the scale subresource for CustomResources.öspecReplicasPathöstatusReplicasPath≤
object Õ
·
labelSelectorPathÀ"ΩlabelSelectorPath defines the JSON path inside of a custom resource that corresponds to Scale `status.selector`. Only JSON paths without the array notation are allowed. Must be a JSON Path under `.status` or `.spec`. Must be set to work with HorizontalPodAutoscaler. The field pointed by this JSON path must be a string field (not a complex selector struct) which contains a serialized label selector in string form. More info: https://kubernetes.io/docs/tasks/access-kubernetes-api/custom-resources/custom-resource-definitions#scale-subresource If there is no value under the given path in the custom resource, the `status.selector` value in the `/scale` subresource will default to the empty string.≤
string
„
specReplicasPathŒ"¿specReplicasPath defines the JSON path inside of a custom resource that corresponds to Scale `spec.replicas`. Only JSON paths without the array notation are allowed. Must be a JSON Path under `.spec`. If there is no value under the given path in the custom resource, the `/scale` subresource will return an error on GET.≤
string
Ä
statusReplicasPathÈ"€statusReplicasPath defines the JSON path inside of a custom resource that corresponds to Scale `status.replicas`. Only JSON paths without the array notation are allowed. Must be a JSON Path under `.status`. If there is no value under the given path in the custom resource, the `status.replicas` value in the `/scale` subresource will default to 0.≤
string
Ï
*io.k8s.api.authentication.v1beta1.UserInfoΩ"ZUserInfo holds the information about the user needed to implement the user.Info interface.≤
object “
n
extrae"9Any additional information provided by the authenticator.™
≤
array∫
≤
string≤
object
Q
groupsG"+The names of groups this user is a part of.≤
array∫
≤
string
Æ
uid¶"òA unique value that identifies this user across time. If this user is deleted and another user by the same name is added, they will have different UIDs.≤
string
\
usernameP"CThe name that uniquely identifies this user among all active users.≤
string
¸
5io.k8s.api.autoscaling.v1.CrossVersionObjectReference¬"bCrossVersionObjectReference contains enough information to let you identify the referred resource.ökindöname≤
object ¡
ò
kindè"ÅKind of the referent; More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds"≤
string
l
named"WName of the referent; More info: http://kubernetes.io/docs/user-guide/identifiers#names≤
string
6

apiVersion("API version of the referent≤
string
‹
"io.k8s.api.apps.v1.StatefulSetListµ"0StatefulSetList is a collection of StatefulSets.öitems≤
object ê
æ

apiVersionØ"°APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources≤
string
F
items=≤
array∫0
.
,#/definitions/io.k8s.api.apps.v1.StatefulSet
π
kind∞"¢Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds≤
string
I
metadata=
;#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.ListMeta˙Y
x-kubernetes-group-version-kind64- group: apps
  kind: StatefulSetList
  version: v1

„
io.k8s.api.storage.v1.CSIDriverø"ŒCSIDriver captures information about a Container Storage Interface (CSI) volume driver deployed on the cluster. Kubernetes attach detach controller uses this object to determine whether attach is required. Kubelet uses this object to determine whether pod information needs to be passed on mount. CSIDriver objects are non-namespaced.öspec≤
object ¯	
æ

apiVersionØ"°APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources≤
string
π
kind∞"¢Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds≤
string
ô
metadataå
=#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta" Standard object metadata. metadata.Name indicates the name of the CSI driver that this object refers to; it MUST be the same name returned by the CSI GetPluginName() call for that driver. The driver name must be 63 characters or less, beginning and ending with an alphanumeric character ([a-z0-9A-Z]) with dashes (-), dots (.), and alphanumerics between. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata
]
specU
1#/definitions/io.k8s.api.storage.v1.CSIDriverSpec" Specification of the CSI Driver.˙]
x-kubernetes-group-version-kind:8- group: storage.k8s.io
  kind: CSIDriver
  version: v1

Ω
-io.k8s.api.extensions.v1beta1.HTTPIngressPathã"oHTTPIngressPath associates a path with a backend. Incoming urls matching the path are forwarded to the backend.öbackend≤
object Å
§
backendò
:#/definitions/io.k8s.api.extensions.v1beta1.IngressBackend"ZBackend defines the referenced service endpoint to which the traffic will be forwarded to.
û
pathï"áPath is matched against the path of an incoming request. Currently it can contain characters disallowed from the conventional "path" part of a URL as defined by RFC 3986. Paths must begin with a '/'. When unspecified, all paths from incoming requests are matched.≤
string
∂
pathType©"õPathType determines the interpretation of the Path matching. PathType can be one of the following values: * Exact: Matches the URL path exactly. * Prefix: Matches based on a URL path prefix split by '/'. Matching is
  done on a path element by element basis. A path element refers is the
  list of labels in the path split by the '/' separator. A request is a
  match for path p if every p is an element-wise prefix of p of the
  request path. Note that if the last element of the path is a substring
  of the last element in request path, it is not a match (e.g. /foo/bar
  matches /foo/bar/baz, but does not match /foo/barbaz).
* ImplementationSpecific: Interpretation of the Path matching is up to
  the IngressClass. Implementations can treat this as a separate PathType
  or treat it identically to Prefix or Exact path types.
Implementations are required to support all path types. Defaults to ImplementationSpecific.≤
string
§

=io.k8s.api.flowcontrol.v1beta1.PriorityLevelConfigurationList‚	"OPriorityLevelConfigurationList is a list of PriorityLevelConfiguration objects.öitems≤
object Ò
‚
metadata’
;#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.ListMeta"ï`metadata` is the standard object's metadata. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata
æ

apiVersionØ"°APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources≤
string
å
itemsÇ"(`items` is a list of request-priorities.≤
array∫K
I
G#/definitions/io.k8s.api.flowcontrol.v1beta1.PriorityLevelConfiguration
π
kind∞"¢Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds≤
string˙Ö
x-kubernetes-group-version-kindb`- group: flowcontrol.apiserver.k8s.io
  kind: PriorityLevelConfigurationList
  version: v1beta1

ê
(io.k8s.api.core.v1.ContainerStateWaiting„"8ContainerStateWaiting is a waiting state of a container.≤
object ö
O
messageD"7Message regarding why the container is not yet running.≤
string
G
reason="0(brief) reason the container is not yet running.≤
string
ª
#io.k8s.api.core.v1.PersistentVolumeì"±PersistentVolume (PV) is a storage resource provisioned by an administrator. It is analogous to a node. More info: https://kubernetes.io/docs/concepts/storage/persistent-volumes≤
object ı

æ

apiVersionØ"°APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources≤
string
π
kind∞"¢Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds≤
string
“
metadata≈
=#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta"ÉStandard object's metadata. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata
ä
specÅ
5#/definitions/io.k8s.api.core.v1.PersistentVolumeSpec"«Spec defines a specification of a persistent volume owned by the cluster. Provisioned by an administrator. More info: https://kubernetes.io/docs/concepts/storage/persistent-volumes#persistent-volumes
ì
statusà
7#/definitions/io.k8s.api.core.v1.PersistentVolumeStatus"ÃStatus represents the current information/status for the persistent volume. Populated by the system. Read-only. More info: https://kubernetes.io/docs/concepts/storage/persistent-volumes#persistent-volumes˙X
x-kubernetes-group-version-kind53- group: ""
  kind: PersistentVolume
  version: v1

¡
>io.k8s.api.autoscaling.v2beta2.HorizontalPodAutoscalerBehavior˛"ôHorizontalPodAutoscalerBehavior configures the scaling behavior of the target in both Up and Down directions (scaleUp and scaleDown fields respectively).≤
object ”
∞
	scaleDown¢
<#/definitions/io.k8s.api.autoscaling.v2beta2.HPAScalingRules"·scaleDown is scaling policy for scaling Down. If not set, the default value is to allow to scale down to minReplicas pods, with a 300 second stabilization window (i.e., the highest recommendation for the last 300sec is used).
ù
scaleUpë
<#/definitions/io.k8s.api.autoscaling.v2beta2.HPAScalingRules"–scaleUp is scaling policy for scaling Up. If not set, the default value is the higher of:
  * increase no more than 4 pods per 60 seconds
  * double the number of pods per 60 seconds
No stabilization is used.
˛
$io.k8s.api.batch.v1beta1.CronJobList’")CronJobList is a collection of cron jobs.öitems≤
object µ
À
metadataæ
;#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.ListMeta"Standard list metadata. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata
æ

apiVersionØ"°APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources≤
string
h
items_"items is the list of CronJobs.≤
array∫2
0
.#/definitions/io.k8s.api.batch.v1beta1.CronJob
π
kind∞"¢Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds≤
string˙[
x-kubernetes-group-version-kind86- group: batch
  kind: CronJobList
  version: v1beta1

’	
!io.k8s.api.core.v1.LimitRangeItemØ	"SLimitRangeItem defines a min/max usage limit for any resource that matches on kind.ötype≤
object ƒ
≤
default¶"WDefault resource requirement limit value by resource name if resource limit is omitted.™?
=
;#/definitions/io.k8s.apimachinery.pkg.api.resource.Quantity≤
object
”
defaultRequest¿"qDefaultRequest is the default resource requirement request value by resource name if resource request is omitted.™?
=
;#/definitions/io.k8s.apimachinery.pkg.api.resource.Quantity≤
object
ã
maxÉ"4Max usage constraints on this kind by resource name.™?
=
;#/definitions/io.k8s.apimachinery.pkg.api.resource.Quantity≤
object
◊
maxLimitRequestRatioæ"ÓMaxLimitRequestRatio if specified, the named resource must have a request and limit that are both non-zero where limit divided by request is less than or equal to the enumerated value; this represents the max burst for the named resource.™?
=
;#/definitions/io.k8s.apimachinery.pkg.api.resource.Quantity≤
object
ã
minÉ"4Min usage constraints on this kind by resource name.™?
=
;#/definitions/io.k8s.apimachinery.pkg.api.resource.Quantity≤
object
A
type9",Type of resource that this limit applies to.≤
string
ƒ
"io.k8s.api.storage.v1.StorageClassù"„StorageClass describes the parameters for a class of storage for which PersistentVolumes can be dynamically provisioned.

StorageClasses are non-namespaced; the name of the storage class according to etcd is in ObjectMeta.Name.öprovisioner≤
object ∑
n
allowVolumeExpansionV"HAllowVolumeExpansion shows whether the storage class allow volume expand≤	
boolean
æ

apiVersionØ"°APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources≤
string
Ï
mountOptions€"æDynamically provisioned PersistentVolumes of this storage class are created with these mountOptions, e.g. ["ro", "soft"]. Not validated - mount of the PVs will simply fail if one is invalid.≤
array∫
≤
string
¯
volumeBindingMode‚"‘VolumeBindingMode indicates how PersistentVolumeClaims should be provisioned and bound.  When unset, VolumeBindingImmediate is used. This field is only honored by servers that enable the VolumeScheduling feature.≤
string
ä
allowedTopologiesÙ"´Restrict the node topologies where volumes can be dynamically provisioned. Each volume plugin defines its own supported topology specifications. An empty TopologySelectorTerm list means there is no topology restriction. This field is only honored by servers that enable the VolumeScheduling feature.≤
array∫9
7
5#/definitions/io.k8s.api.core.v1.TopologySelectorTerm
π
kind∞"¢Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds≤
string
“
metadata≈
=#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta"ÉStandard object's metadata. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata
ë

parametersÇ"eParameters holds the parameters for the provisioner that should create volumes of this storage class.™
≤
string≤
object
N
provisioner?"2Provisioner indicates the type of the provisioner.≤
string
ó
reclaimPolicyÖ"xDynamically provisioned PersistentVolumes of this storage class are created with this reclaimPolicy. Defaults to Delete.≤
string˙`
x-kubernetes-group-version-kind=;- group: storage.k8s.io
  kind: StorageClass
  version: v1

†

=io.k8s.kube-aggregator.pkg.apis.apiregistration.v1.APIServiceﬁ	"[APIService represents a server for a particular GroupVersion. Name must be "version.group".≤
object â
K
metadata?
=#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta
¢
specô
O#/definitions/io.k8s.kube-aggregator.pkg.apis.apiregistration.v1.APIServiceSpec"FSpec contains information for locating and communicating with a server
ó
statuså
Q#/definitions/io.k8s.kube-aggregator.pkg.apis.apiregistration.v1.APIServiceStatus"7Status contains derived information about an API server
æ

apiVersionØ"°APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources≤
string
π
kind∞"¢Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds≤
string˙f
x-kubernetes-group-version-kindCA- kind: APIService
  version: v1
  group: apiregistration.k8s.io

”
"io.k8s.api.apps.v1.StatefulSetSpec¨"8A StatefulSetSpec is the specification of a StatefulSet.öselectorötemplateöserviceName≤
object ø
è
replicasÇint32"Ïreplicas is the desired number of replicas of the given Template. These are replicas in the sense that they are instantiations of the same Template, but individual replicas also have a consistent identity. If unspecified, defaults to 1.≤	
integer
≠
revisionHistoryLimitîint32"˛revisionHistoryLimit is the maximum number of revisions that will be maintained in the StatefulSet's revision history. The revision history consists of all revisions not represented by a currently applied StatefulSetSpec version. The default value is 10.≤	
integer
®
selectorõ
@#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.LabelSelector"÷selector is a label query over pods that should match the replica count. It must match the pod template's labels. More info: https://kubernetes.io/docs/concepts/overview/working-with-objects/labels/#label-selectors
˚
serviceNameÎ"›serviceName is the name of the service that governs this StatefulSet. This service must exist before the StatefulSet, and is responsible for the network identity of the set. Pods get DNS/hostnames that follow the pattern: pod-specific-string.serviceName.default.svc.cluster.local where "pod-specific-string" is managed by the StatefulSet controller.≤
string
¨
templateü
0#/definitions/io.k8s.api.core.v1.PodTemplateSpec"Ítemplate is the object that describes the pod that will be created if insufficient replicas are detected. Each pod stamped out by the StatefulSet will fulfill this Template, but have a unique identity from the rest of the StatefulSet.
Â
updateStrategy“
:#/definitions/io.k8s.api.apps.v1.StatefulSetUpdateStrategy"ìupdateStrategy indicates the StatefulSetUpdateStrategy that will be employed to update Pods in the StatefulSet when a revision is made to Template.
˛
volumeClaimTemplatesÂ"õvolumeClaimTemplates is a list of claims that pods are allowed to reference. The StatefulSet controller is responsible for mapping network identities to claims in a way that maintains the identity of a pod. Every claim in this list must have at least one matching (by name) volumeMount in one container in the template. A claim in this list takes precedence over any volumes in the template, with the same name.≤
array∫:
8
6#/definitions/io.k8s.api.core.v1.PersistentVolumeClaim
π
podManagementPolicy°"ìpodManagementPolicy controls how pods are created during initial scale up, when replacing pods on nodes, or when scaling down. The default policy is `OrderedReady`, where pods are created in increasing order (pod-0, then pod-1, etc) and the controller will wait until each pod is ready before continuing. When scaling down, the pods are removed in the opposite order. The alternative policy is `Parallel` which will create pods in parallel to match the desired scale without waiting, and on scale down will delete all pods at once.≤
string
∂
,io.k8s.api.authentication.v1.TokenReviewSpecÖ"ETokenReviewSpec is a description of the token authentication request.≤
object Ø
Û
	audiencesÂ"»Audiences is a list of the identifiers that the resource server presented with the token identifies as. Audience-aware token authenticators will verify that the token was intended for at least one of the audiences in this list. If no audiences are provided, the audience will default to the audience of the Kubernetes apiserver.≤
array∫
≤
string
7
token."!Token is the opaque bearer token.≤
string
Ü
io.k8s.api.core.v1.ServicePort„"3ServicePort contains information on service's port.öport≤
object ò
‚

targetPort”
=#/definitions/io.k8s.apimachinery.pkg.util.intstr.IntOrString"ëNumber or name of the port to access on the pods targeted by the service. Number must be in the range 1 to 65535. Name must be an IANA_SVC_NAME. If this is a string, it will be looked up as a named port in the target Pod's container ports. If this is not specified, the value of the 'port' field is used (an identity map). This field is ignored for services with clusterIP=None, and should be omitted or set equal to the 'port' field. More info: https://kubernetes.io/docs/concepts/services-networking/service/#defining-a-service
Ω
appProtocol≠"üThe application protocol for this port. This field follows standard Kubernetes label syntax. Un-prefixed names are reserved for IANA standard service names (as per RFC-6335 and http://www.iana.org/assignments/service-names). Non-standard protocols should use prefixed names such as mycompany.com/my-custom-protocol. This is a beta field that is guarded by the ServiceAppProtocol feature gate and enabled by default.≤
string
≤
name©"õThe name of this port within the service. This must be a DNS_LABEL. All ports within a ServiceSpec must have unique names. When considering the endpoints for a Service, this must match the 'name' field in the EndpointPort. Optional if only one ServicePort is defined on this service.≤
string
Ç
nodePortıint32"ﬂThe port on each node on which this service is exposed when type is NodePort or LoadBalancer.  Usually assigned by the system. If a value is specified, in-range, and not in use it will be used, otherwise the operation will fail.  If not specified, a port will be allocated if this Service requires one.  If this field is specified when creating a Service which does not need it, creation will fail. This field will be wiped when updating a Service to no longer need it (e.g. changing type from NodePort to ClusterIP). More info: https://kubernetes.io/docs/concepts/services-networking/service/#type-nodeport≤	
integer
K
portCint32".The port that will be exposed by this service.≤	
integer
j
protocol^"QThe IP protocol for this port. Supports "TCP", "UDP", and "SCTP". Default is TCP.≤
string
Á
*io.k8s.api.flowcontrol.v1beta1.UserSubject∏"=UserSubject holds detailed information for user-kind subject.öname≤
object d
b
nameZ"M`name` is the username that matches, or "*" to match all usernames. Required.≤
string
ü
$io.k8s.api.node.v1beta1.RuntimeClassˆ"ÿRuntimeClass defines a class of container runtime supported in the cluster. The RuntimeClass is used to determine which container runtime is used to run all containers in a pod. RuntimeClasses are (currently) manually defined by a user or cluster provisioner, and referenced in the PodSpec. The Kubelet is responsible for resolving the RuntimeClassName reference before running the pod.  For more details, see https://git.k8s.io/enhancements/keps/sig-node/runtime-class.mdöhandler≤
object ù
æ

apiVersionØ"°APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources≤
string
–
handlerƒ"∂Handler specifies the underlying runtime and configuration that the CRI implementation will use to handle pods of this class. The possible values are specific to the node & CRI configuration.  It is assumed that all handlers are available on every node, and handlers of the same name are equivalent on every node. For example, a handler called "runc" might specify that the runc OCI runtime (using native Linux containers) will be used to run the containers in a pod. The Handler must be lowercase, conform to the DNS Label (RFC 1123) requirements, and is immutable.≤
string
π
kind∞"¢Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds≤
string
µ
metadata®
=#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta"gMore info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata
Ù
overheadÁ
.#/definitions/io.k8s.api.node.v1beta1.Overhead"¥Overhead represents the resource overhead associated with running a pod for a given RuntimeClass. For more details, see https://git.k8s.io/enhancements/keps/sig-node/20190226-pod-overhead.md This field is alpha-level as of Kubernetes v1.15, and is only honored by servers that enable the PodOverhead feature.
õ

schedulingå
0#/definitions/io.k8s.api.node.v1beta1.Scheduling"◊Scheduling holds the scheduling constraints to ensure that pods running with this RuntimeClass are scheduled to nodes that support it. If scheduling is nil, this RuntimeClass is assumed to be supported by all nodes.˙b
x-kubernetes-group-version-kind?=- group: node.k8s.io
  kind: RuntimeClass
  version: v1beta1

ÿ
io.k8s.api.rbac.v1.Roleº"hRole is a namespaced, logical grouping of PolicyRules that can be referenced as a unit by a RoleBinding.≤
object ›
æ

apiVersionØ"°APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources≤
string
π
kind∞"¢Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds≤
string
h
metadata\
=#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta"Standard object's metadata.
t
rulesk"-Rules holds all the PolicyRules for this Role≤
array∫/
-
+#/definitions/io.k8s.api.rbac.v1.PolicyRule˙c
x-kubernetes-group-version-kind@>- version: v1
  group: rbac.authorization.k8s.io
  kind: Role

µ
]io.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1beta1.CustomResourceSubresourceStatus”"≈CustomResourceSubresourceStatus defines how to serve the status subresource for CustomResources. Status is represented by the `.status` JSON path inside of a CustomResource. When set, * exposes a /status subresource for the custom resource * PUT requests to the /status subresource take a custom resource object, and ignore changes to anything except the status stanza * PUT/POST/PATCH requests to the custom resource ignore changes to the status stanza≤
object
√
?io.k8s.api.autoscaling.v2beta1.HorizontalPodAutoscalerConditionˇ"eHorizontalPodAutoscalerCondition describes the state of a HorizontalPodAutoscaler at a certain point.ötypeöstatus≤
object ˘
´
lastTransitionTimeî
7#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.Time"YlastTransitionTime is the last time the condition transitioned from one status to another
g
message\"Omessage is a human-readable explanation containing details about the transition≤
string
P
reasonF"9reason is the reason for the condition's last transition.≤
string
S
statusI"<status is the status of the condition (True, False, Unknown)≤
string
9
type1"$type describes the current condition≤
string
‡
"io.k8s.api.core.v1.PodAntiAffinityπ"IPod anti affinity is a group of inter pod anti affinity scheduling rules.≤
object ﬂ

„
.requiredDuringSchedulingIgnoredDuringExecution∞"ÏIf the anti-affinity requirements specified by this field are not met at scheduling time, the pod will not be scheduled onto the node. If the anti-affinity requirements specified by this field cease to be met at some point during pod execution (e.g. due to a pod label update), the system may or may not try to eventually evict the pod from its node. When there are multiple elements, the lists of nodes corresponding to each podAffinityTerm are intersected, i.e. all terms must be satisfied.≤
array∫4
2
0#/definitions/io.k8s.api.core.v1.PodAffinityTerm
ˆ
/preferredDuringSchedulingIgnoredDuringExecution¬"ˆThe scheduler will prefer to schedule pods to nodes that satisfy the anti-affinity expressions specified by this field, but it may choose a node that violates one or more of the expressions. The node that is most preferred is the one with the greatest sum of weights, i.e. for each node that meets all of the scheduling requirements (resource request, requiredDuringScheduling anti-affinity expressions, etc.), compute a sum by iterating through the elements of this field and adding "weight" to the sum if the node has pods which matches the corresponding podAffinityTerm; the node(s) with the highest sum are the most preferred.≤
array∫<
:
8#/definitions/io.k8s.api.core.v1.WeightedPodAffinityTerm
º
(io.k8s.api.core.v1.ReplicationControllerè"OReplicationController represents the configuration of a replication controller.≤
object œ
æ

apiVersionØ"°APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources≤
string
π
kind∞"¢Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds≤
string
ﬂ
metadata“
=#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta"êIf the Labels of a ReplicationController are empty, they are defaulted to be the same as the Pod(s) that the replication controller manages. Standard object's metadata. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata
å
specÉ
:#/definitions/io.k8s.api.core.v1.ReplicationControllerSpec"ƒSpec defines the specification of the desired behavior of the replication controller. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#spec-and-status
ﬁ
status”
<#/definitions/io.k8s.api.core.v1.ReplicationControllerStatus"íStatus is the most recently observed status of the replication controller. This data may be out of date by some window of time. Populated by the system. Read-only. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#spec-and-status˙]
x-kubernetes-group-version-kind:8- group: ""
  kind: ReplicationController
  version: v1

Ö
!io.k8s.api.policy.v1beta1.IDRangeﬂ"6IDRange provides a min/max of an allowed range of IDs.öminömax≤
object å
E
min>int64")min is the start of the range, inclusive.≤	
integer
C
max<int64"'max is the end of the range, inclusive.≤	
integer
ó
Qio.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1beta1.WebhookClientConfig¡"WWebhookClientConfig contains the information to make a TLS connection with the webhook.≤
object Ÿ
√
caBundle∂byte"¢caBundle is a PEM encoded CA bundle which will be used to validate the webhook's server certificate. If unspecified, system trust roots on the apiserver are used.≤
string
õ
serviceè
\#/definitions/io.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1beta1.ServiceReference"Æservice is a reference to the service for this webhook. Either service or url must be specified.

If the webhook is running within the cluster, then you should use `service`.
Ú
urlÍ"‹url gives the location of the webhook, in standard URL form (`scheme://host:port/path`). Exactly one of `url` or `service` must be specified.

The `host` should not refer to a service running in the cluster; use the `service` field instead. The host might be resolved via external DNS in some apiservers (e.g., `kube-apiserver` cannot resolve in-cluster DNS as that would be a layering violation). `host` may also be an IP address.

Please note that using `localhost` or `127.0.0.1` as a `host` is risky unless you take great care to run this webhook on all hosts which run an apiserver which might need to make calls to this webhook. Such installs are likely to be non-portable, i.e., not easy to turn up in a new cluster.

The scheme must be "https"; the URL must begin with "https://".

A path is optional, and if present may be any string permissible in a URL. You may use the path to pass an arbitrary string to the webhook, for example, a cluster identifier.

Attempting to use a user or basic auth e.g. "user:password@" is not allowed. Fragments ("#...") and query parameters ("?...") are not allowed, either.≤
string

4io.k8s.api.certificates.v1.CertificateSigningRequest∑"¨CertificateSigningRequest objects provide a mechanism to obtain x509 certificates by submitting a certificate signing request, and having it asynchronously approved and issued.

Kubelets use this API to obtain:
 1. client certificates to authenticate to kube-apiserver (with the "kubernetes.io/kube-apiserver-client-kubelet" signerName).
 2. serving certificates for TLS endpoints kube-apiserver can connect to securely (with the "kubernetes.io/kubelet-serving" signerName).

This API can be used to request client certificates to authenticate to kube-apiserver (with the "kubernetes.io/kube-apiserver-client" signerName), or to obtain certificates from custom non-Kubernetes signers.öspec≤
object ˝	
K
metadata?
=#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta
´
spec¢
F#/definitions/io.k8s.api.certificates.v1.CertificateSigningRequestSpec"◊spec contains the certificate request, and is immutable after creation. Only the request, signerName, and usages fields can be set on creation. Other fields are derived by Kubernetes and cannot be modified by users.
Ç
status˜
H#/definitions/io.k8s.api.certificates.v1.CertificateSigningRequestStatus"™status contains information about whether the request is approved or denied, and the certificate issued by the signer, or the failure condition indicating signer failure.
æ

apiVersionØ"°APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources≤
string
π
kind∞"¢Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds≤
string˙r
x-kubernetes-group-version-kindOM- group: certificates.k8s.io
  kind: CertificateSigningRequest
  version: v1

∑
"io.k8s.api.core.v1.PodTemplateSpecê"QPodTemplateSpec describes the data a pod should have when created from a template≤
object Æ
÷
specÕ
(#/definitions/io.k8s.api.core.v1.PodSpec"†Specification of the desired behavior of the pod. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#spec-and-status
“
metadata≈
=#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta"ÉStandard object's metadata. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata
Ï
#io.k8s.api.core.v1.NodeConfigStatusƒ"WNodeConfigStatus describes the status of the config assigned by Node.Spec.ConfigSource.≤
object ‹
¡
active∂
1#/definitions/io.k8s.api.core.v1.NodeConfigSource"ÄActive reports the checkpointed config the node is actively using. Active will represent either the current version of the Assigned config, or the current LastKnownGood config, depending on whether attempting to use the Assigned config results in an error.
˘
assignedÏ
1#/definitions/io.k8s.api.core.v1.NodeConfigSource"∂Assigned reports the checkpointed config the node will try to use. When Node.Spec.ConfigSource is updated, the node checkpoints the associated config payload to local disk, along with a record indicating intended config. The node refers to this record to choose its config checkpoint, and reports this record in Assigned. Assigned only updates in the status after the record has been checkpointed to disk. When the Kubelet is restarted, it tries to make the Assigned config the Active config by loading and validating the checkpointed payload identified by Assigned.
†
errorñ"àError describes any problems reconciling the Spec.ConfigSource to the Active config. Errors may occur, for example, attempting to checkpoint Spec.ConfigSource to the local Assigned record, attempting to checkpoint the payload associated with Spec.ConfigSource, attempting to load or validate the Assigned config, etc. Errors may occur at different points while syncing config. Earlier errors (e.g. download or checkpointing errors) will not result in a rollback to LastKnownGood, and may resolve across Kubelet retries. Later errors (e.g. loading or validating a checkpointed config) will result in a rollback to LastKnownGood. In the latter case, it is usually possible to resolve the error by fixing the config assigned in Spec.ConfigSource. You can find additional information for debugging by searching the error message in the Kubelet log. Error is a human-readable description of the error state; machines can check whether or not Error is empty, but should not rely on the stability of the Error text across Kubelet versions.≤
string
ˆ
lastKnownGood‰
1#/definitions/io.k8s.api.core.v1.NodeConfigSource"ÆLastKnownGood reports the checkpointed config the node will fall back to when it encounters an error attempting to use the Assigned config. The Assigned config becomes the LastKnownGood config when the node determines that the Assigned config is stable and correct. This is currently implemented as a 10-minute soak period starting when the local record of Assigned config is updated. If the Assigned config is Active at the end of this period, it becomes the LastKnownGood. Note that if Spec.ConfigSource is reset to nil (use local defaults), the LastKnownGood is also immediately reset to nil, because the local default config is always assumed good. You should not make assumptions about the node's method of determining config stability and correctness, as this may change or become configurable in the future.
ï
0io.k8s.apimachinery.pkg.apis.meta.v1.APIVersions‡"çAPIVersions lists the versions that are available, to allow clients to discover the API at /api, which is the root path of the legacy v1 API.översionsöserverAddressByClientCIDRs≤
object √
Y
versionsM"1versions are the api versions that are available.≤
array∫
≤
string
æ

apiVersionØ"°APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources≤
string
π
kind∞"¢Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds≤
string
Ë
serverAddressByClientCIDRs…"Èa map of client CIDR to server address that is serving this group. This is to help clients reach servers in the most network-efficient way possible. Clients can use the appropriate server address as per the CIDR that they match. In case of multiple matches, clients should use the longest matching CIDR. The server returns only those CIDRs that it thinks that the client can match. For example: the master will return an internal IP CIDR only, if the client reaches the server using an internal IP. Server looks at X-Forwarded-For header or X-Real-Ip header or request.RemoteAddr (in that order) to get the client IP.≤
array∫P
N
L#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.ServerAddressByClientCIDR˙S
x-kubernetes-group-version-kind0.- group: ""
  kind: APIVersions
  version: v1

ï
&io.k8s.api.storage.v1beta1.VolumeErrorÍ"DVolumeError captures an error encountered during a volume operation.≤
object ï
Æ
message¢"îString detailing the error encountered during Attach or Detach operation. This string may be logged, so it should not contain sensitive information.≤
string
b
timeZ
7#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.Time"Time the error was encountered.
»
Sio.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1beta1.JSONSchemaPropsOrBoolq"oJSONSchemaPropsOrBool represents JSONSchemaProps or a boolean value. Defaults to true for the boolean property.
ç
!io.k8s.api.apps.v1.DeploymentListÁ"(DeploymentList is a list of Deployments.öitems≤
object À
æ

apiVersionØ"°APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources≤
string
h
items_"!Items is the list of Deployments.≤
array∫/
-
+#/definitions/io.k8s.api.apps.v1.Deployment
π
kind∞"¢Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds≤
string
b
metadataV
;#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.ListMeta"Standard list metadata.˙X
x-kubernetes-group-version-kind53- group: apps
  kind: DeploymentList
  version: v1

÷
.io.k8s.api.policy.v1.PodDisruptionBudgetStatus£"äPodDisruptionBudgetStatus represents information about the status of a PodDisruptionBudget. Status may trail the actual state of a system.ödisruptionsAllowedöcurrentHealthyödesiredHealthyöexpectedPods≤
object ¡
‚
observedGenerationÀint64"µMost recent generation observed when updating this PDB status. DisruptionsAllowed and other status information is valid only if observedGeneration equals to PDB's object generation.≤	
integer
Ù

conditionsÂ"ÙConditions contain conditions for PDB. The disruption controller sets the DisruptionAllowed condition. The following are known values for the reason field (additional reasons could be added in the future): - SyncFailed: The controller encountered an error and wasn't able to compute
              the number of allowed disruptions. Therefore no disruptions are
              allowed and the status of the condition will be False.
- InsufficientPods: The number of pods are either at or below the number
                    required by the PodDisruptionBudget. No disruptions are
                    allowed and the status of the condition will be False.
- SufficientPods: There are more pods than required by the PodDisruptionBudget.
                  The condition will be True, and the number of allowed
                  disruptions are provided by the disruptionsAllowed property.≤
array∫@
>
<#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.Condition˙'
x-kubernetes-list-map-keys	- type
˙ 
x-kubernetes-list-typemap
˙'
x-kubernetes-patch-merge-keytype
˙'
x-kubernetes-patch-strategymerge

E
currentHealthy3int32"current number of healthy pods≤	
integer
M
desiredHealthy;int32"&minimum desired number of healthy pods≤	
integer
ç
disruptedPods˚"ØDisruptedPods contains information about pods whose eviction was processed by the API server eviction subresource handler but has not yet been observed by the PodDisruptionBudget controller. A pod will be in this map from the time when the API server processed the eviction request to the time when the pod is seen by PDB controller as having been marked for deletion (or after a timeout). The key in the map is the name of the pod and the value is the time when the API server processed the eviction request. If the deletion didn't occur and a pod is still there it will be removed from the list automatically by PodDisruptionBudget controller after some time. If everything goes smooth this map should be empty for the most of the time. Large number of entries in the map may indicate problems with pod deletions.™;
9
7#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.Time≤
object
`
disruptionsAllowedJint32"5Number of pod disruptions that are currently allowed.≤	
integer
[
expectedPodsKint32"6total number of pods counted by this disruption budget≤	
integer
·
io.k8s.api.core.v1.CapabilitiesΩ"<Adds and removes POSIX capabilities from running containers.≤
object q
5
add."Added capabilities≤
array∫
≤
string
8
drop0"Removed capabilities≤
array∫
≤
string
ç
#io.k8s.api.storage.v1.CSINodeDriverÂ"]CSINodeDriver holds information about the specification of one CSI driver installed on a nodeönameönodeID≤
object Á
∏
nodeID≠"ünodeID of the node from the driver point of view. This field enables Kubernetes to communicate with storage systems that do not share the same nomenclature for nodes. For example, Kubernetes may refer to a given node as "node1", but the storage system may refer to the same node as "nodeA". When Kubernetes issues a command to the storage system to attach a volume to a specific node, it can use this field to refer to the node name using the ID that the storage system will understand, e.g. "nodeA" instead of "node1". This field is required.≤
string
¬
topologyKeys±"îtopologyKeys is the list of keys supported by the driver. When a driver is initialized on a cluster, it provides a set of topology keys that it understands (e.g. "company.com/zone", "company.com/region"). When a driver is initialized on a node, it provides the same topology keys along with values. Kubelet will expose these topology keys as labels on its own node object. When Kubernetes does topology aware provisioning, it can use this list to determine which labels it should retrieve from the node object and pass back to the driver. It is possible for different nodes to use different topology keys. This can be empty if driver does not support topology.≤
array∫
≤
string
∑
allocatableß
7#/definitions/io.k8s.api.storage.v1.VolumeNodeResources"lallocatable represents the volume resources of a node that are available for scheduling. This field is beta.
™
name°"ìThis is the name of the CSI driver that this object refers to. This MUST be the same name returned by the CSI GetPluginName() call for that driver.≤
string
Î
1io.k8s.api.storage.v1beta1.VolumeAttachmentStatusµ"CVolumeAttachmentStatus is the status of a VolumeAttachment request.öattached≤
object ÷
Î
detachError€
4#/definitions/io.k8s.api.storage.v1beta1.VolumeError"¢The last error encountered during detach operation, if any. This field must only be set by the entity completing the detach operation, i.e. the external-attacher.
Î
attachError€
4#/definitions/io.k8s.api.storage.v1beta1.VolumeError"¢The last error encountered during attach operation, if any. This field must only be set by the entity completing the attach operation, i.e. the external-attacher.
±
attached§"ïIndicates the volume is successfully attached. This field must only be set by the entity completing the attach operation, i.e. the external-attacher.≤	
boolean
√
attachmentMetadata¨"éUpon successful attach, this field is populated with any information returned by the attach operation that must be passed into subsequent WaitForAttach or Mount calls. This field must only be set by the entity completing the attach operation, i.e. the external-attacher.™
≤
string≤
object
Ì@
Mio.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1beta1.JSONSchemaPropsõ@"[JSONSchemaProps is a JSON-Schema following Specification Draft 4 (http://json-schema.org/).≤
object Ø?
†
x-kubernetes-map-typeÜ"¯x-kubernetes-map-type annotates an object to further describe its topology. This extension must only be used when type is object and may have 2 possible values:

1) `granular`:
     These maps are actual maps (key-value pairs) and each fields are independent
     from each other (they can each be manipulated by separate actors). This is
     the default behaviour for all maps.
2) `atomic`: the list is treated as a single entity, like a scalar.
     Atomic maps will be entirely replaced when updated.≤
string

id≤
string
m
itemsd
b#/definitions/io.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1beta1.JSONSchemaPropsOrArray

maxItemsint64≤	
integer
 
	maxLengthint64≤	
integer
$
maxPropertiesint64≤	
integer
u
oneOfl≤
array∫_
]
[#/definitions/io.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1beta1.JSONSchemaProps

title≤
string

$schema≤
string
v
additionalItemsc
a#/definitions/io.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1beta1.JSONSchemaPropsOrBool

description≤
string
 
exclusiveMinimum≤	
boolean
d
not]
[#/definitions/io.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1beta1.JSONSchemaProps

pattern≤
string

$ref≤
string
{
additionalPropertiesc
a#/definitions/io.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1beta1.JSONSchemaPropsOrBool
u
allOfl≤
array∫_
]
[#/definitions/io.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1beta1.JSONSchemaProps

maximumdouble≤
number
&
required≤
array∫
≤
string

type≤
string
ﬁ
x-kubernetes-list-type√"µx-kubernetes-list-type annotates an array to further describe its topology. This extension must only be used on lists and may have 3 possible values:

1) `atomic`: the list is treated as a single entity, like a scalar.
     Atomic lists will be entirely replaced when updated. This extension
     may be used on any type of list (struct, scalar, ...).
2) `set`:
     Sets are lists that must not have multiple items with the same value. Each
     value must be a scalar, an object with x-kubernetes-map-type `atomic` or an
     array with x-kubernetes-list-type `atomic`.
3) `map`:
     These lists are like maps in that their elements have a non-index key
     used to identify them. Order is preserved upon merge. The map tag
     must only be used on a list with elements of type object.
Defaults to atomic for arrays.≤
string
‘
default»
P#/definitions/io.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1beta1.JSON"Ûdefault is a default value for undefined object fields. Defaulting is a beta feature under the CustomResourceDefaulting feature gate. CustomResourceDefinitions with defaults must be created using the v1 (or newer) CustomResourceDefinition API.
 
	minLengthint64≤	
integer
´
x-kubernetes-list-map-keyså"Ôx-kubernetes-list-map-keys annotates an array with the x-kubernetes-list-type `map` by specifying the keys used as the index of the map.

This tag MUST only be used on lists that have the "x-kubernetes-list-type" extension set to "map". Also, the values specified for this attribute must be a scalar typed field of the child structure (no nesting is supported).

The properties specified must either be required or have a default value, to ensure those properties are present for all list items.≤
array∫
≤
string
Ç
patternPropertiesm™_
]
[#/definitions/io.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1beta1.JSONSchemaProps≤
object
{

propertiesm™_
]
[#/definitions/io.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1beta1.JSONSchemaProps≤
object
”
x-kubernetes-embedded-resource∞"°x-kubernetes-embedded-resource defines that the value is an embedded Kubernetes runtime.Object, with TypeMeta and ObjectMeta. The type must be object. It is allowed to further restrict the embedded object. kind, apiVersion and metadata are validated automatically. x-kubernetes-preserve-unknown-fields is allowed to be true, but does not have to be if the object is fully specified (up to kind, apiVersion, metadata).≤	
boolean
i
enuma≤
array∫T
R
P#/definitions/io.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1beta1.JSON
s
externalDocsc
a#/definitions/io.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1beta1.ExternalDocumentation
∂
format´"ùformat is an OpenAPI v3 format string. Unknown formats are ignored. The following formats are validated:

- bsonobjectid: a bson object ID, i.e. a 24 characters hex string - uri: an URI as parsed by Golang net/url.ParseRequestURI - email: an email address as parsed by Golang net/mail.ParseAddress - hostname: a valid representation for an Internet host name, as defined by RFC 1034, section 3.1 [RFC1034]. - ipv4: an IPv4 IP as parsed by Golang net.ParseIP - ipv6: an IPv6 IP as parsed by Golang net.ParseIP - cidr: a CIDR as parsed by Golang net.ParseCIDR - mac: a MAC address as parsed by Golang net.ParseMAC - uuid: an UUID that allows uppercase defined by the regex (?i)^[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}$ - uuid3: an UUID3 that allows uppercase defined by the regex (?i)^[0-9a-f]{8}-?[0-9a-f]{4}-?3[0-9a-f]{3}-?[0-9a-f]{4}-?[0-9a-f]{12}$ - uuid4: an UUID4 that allows uppercase defined by the regex (?i)^[0-9a-f]{8}-?[0-9a-f]{4}-?4[0-9a-f]{3}-?[89ab][0-9a-f]{3}-?[0-9a-f]{12}$ - uuid5: an UUID5 that allows uppercase defined by the regex (?i)^[0-9a-f]{8}-?[0-9a-f]{4}-?5[0-9a-f]{3}-?[89ab][0-9a-f]{3}-?[0-9a-f]{12}$ - isbn: an ISBN10 or ISBN13 number string like "0321751043" or "978-0321751041" - isbn10: an ISBN10 number string like "0321751043" - isbn13: an ISBN13 number string like "978-0321751041" - creditcard: a credit card number defined by the regex ^(?:4[0-9]{12}(?:[0-9]{3})?|5[1-5][0-9]{14}|6(?:011|5[0-9][0-9])[0-9]{12}|3[47][0-9]{13}|3(?:0[0-5]|[68][0-9])[0-9]{11}|(?:2131|1800|35\d{3})\d{11})$ with any non digit characters mixed in - ssn: a U.S. social security number following the regex ^\d{3}[- ]?\d{2}[- ]?\d{4}$ - hexcolor: an hexadecimal color code like "#FFFFFF: following the regex ^#?([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$ - rgbcolor: an RGB color code like rgb like "rgb(255,255,2559" - byte: base64 encoded binary data - password: any kind of string - date: a date string like "2006-01-02" as defined by full-date in RFC3339 - duration: a duration string like "22 ns" as parsed by Golang time.ParseDuration or compatible with Scala duration format - datetime: a date time string like "2014-12-15T19:30:20.000Z" as defined by date-time in RFC3339.≤
string

nullable≤	
boolean
u
anyOfl≤
array∫_
]
[#/definitions/io.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1beta1.JSONSchemaProps
]
exampleR
P#/definitions/io.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1beta1.JSON
 
exclusiveMaximum≤	
boolean

minItemsint64≤	
integer

minimumdouble≤
number
á
x-kubernetes-int-or-stringË"Ÿx-kubernetes-int-or-string specifies that this value is either an integer or a string. If this is true, an empty type is allowed and type as child of anyOf is permitted if following one of the following patterns:

1) anyOf:
   - type: integer
   - type: string
2) allOf:
   - anyOf:
     - type: integer
     - type: string
   - ... zero or more≤	
boolean
ò
$x-kubernetes-preserve-unknown-fieldsÔ"‡x-kubernetes-preserve-unknown-fields stops the API server decoding step from pruning fields which are not specified in the validation schema. This affects fields recursively, but switches back to normal pruning behaviour if nested properties or additionalProperties are specified in the schema. This can either be true or undefined. False is forbidden.≤	
boolean
|
definitionsm™_
]
[#/definitions/io.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1beta1.JSONSchemaProps≤
object
ä
dependenciesz™l
j
h#/definitions/io.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1beta1.JSONSchemaPropsOrStringArray≤
object
$
minPropertiesint64≤	
integer
!

multipleOfdouble≤
number

uniqueItems≤	
boolean
±
:io.k8s.api.autoscaling.v2beta1.HorizontalPodAutoscalerSpecÚ"_HorizontalPodAutoscalerSpec describes the desired functionality of the HorizontalPodAutoscaler.öscaleTargetRefömaxReplicas≤
object „

©
maxReplicasôint32"ÉmaxReplicas is the upper limit for the number of replicas to which the autoscaler can scale up. It cannot be less that minReplicas.≤	
integer
∂
metrics™"ﬂmetrics contains the specifications for which to use to calculate the desired replica count (the maximum replica count across all metrics will be used).  The desired replica count is calculated multiplying the ratio between the target value and the current value by the current number of pods.  Ergo, metrics used must decrease as the pod count is increased, and vice-versa.  See the individual metric source types for more information about how each type of metric must respond.≤
array∫;
9
7#/definitions/io.k8s.api.autoscaling.v2beta1.MetricSpec
Ú
minReplicas‚int32"ÃminReplicas is the lower limit for the number of replicas to which the autoscaler can scale down.  It defaults to 1 pod.  minReplicas is allowed to be 0 if the alpha feature gate HPAScaleToZero is enabled and at least one Object or External metric is configured.  Scaling is active as long as at least one metric value is available.≤	
integer
Ü
scaleTargetRefÛ
H#/definitions/io.k8s.api.autoscaling.v2beta1.CrossVersionObjectReference"¶scaleTargetRef points to the target resource to scale, and is used to the pods for which metrics should be collected, as well as to actually change the replica count.
Ì
1io.k8s.api.autoscaling.v2beta1.ObjectMetricSource∑"âObjectMetricSource indicates how to scale on a metric describing a kubernetes object (for example, hits-per-second on an Ingress object).ötargetö
metricNameötargetValue≤
object ¯
‹
selectorœ
@#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.LabelSelector"äselector is the string-encoded form of a standard kubernetes label selector for the given metric When set, it is passed as an additional parameter to the metrics server for more specific metrics scoping When unset, just the metricName will be used to gather metrics.
Ä
targetv
H#/definitions/io.k8s.api.autoscaling.v2beta1.CrossVersionObjectReference"*target is the described Kubernetes object.
å
targetValue}
;#/definitions/io.k8s.apimachinery.pkg.api.resource.Quantity">targetValue is the target value of the metric (as a quantity).
∂
averageValue•
;#/definitions/io.k8s.apimachinery.pkg.api.resource.Quantity"faverageValue is the target value of the average of the metric across all relevant pods (as a quantity)
L

metricName>"1metricName is the name of the metric in question.≤
string
è	
)io.k8s.api.extensions.v1beta1.IngressList·"'IngressList is a collection of Ingress.öitems≤
object æ
–
metadata√
;#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.ListMeta"ÉStandard object's metadata. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata
æ

apiVersionØ"°APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources≤
string
l
itemsc"Items is the list of Ingress.≤
array∫7
5
3#/definitions/io.k8s.api.extensions.v1beta1.Ingress
π
kind∞"¢Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds≤
string˙`
x-kubernetes-group-version-kind=;- group: extensions
  kind: IngressList
  version: v1beta1

Á
%io.k8s.api.authentication.v1.UserInfoΩ"ZUserInfo holds the information about the user needed to implement the user.Info interface.≤
object “
n
extrae"9Any additional information provided by the authenticator.™
≤
array∫
≤
string≤
object
Q
groupsG"+The names of groups this user is a part of.≤
array∫
≤
string
Æ
uid¶"òA unique value that identifies this user across time. If this user is deleted and another user by the same name is added, they will have different UIDs.≤
string
\
usernameP"CThe name that uniquely identifies this user among all active users.≤
string
Ñ

io.k8s.api.core.v1.NodeAffinity‡	";Node affinity is a group of node affinity scheduling rules.≤
object î	
ﬁ
/preferredDuringSchedulingIgnoredDuringExecution™"ﬁThe scheduler will prefer to schedule pods to nodes that satisfy the affinity expressions specified by this field, but it may choose a node that violates one or more of the expressions. The node that is most preferred is the one with the greatest sum of weights, i.e. for each node that meets all of the scheduling requirements (resource request, requiredDuringScheduling affinity expressions, etc.), compute a sum by iterating through the elements of this field and adding "weight" to the sum if the node matches the corresponding matchExpressions; the node(s) with the highest sum are the most preferred.≤
array∫<
:
8#/definitions/io.k8s.api.core.v1.PreferredSchedulingTerm
∞
.requiredDuringSchedulingIgnoredDuringExecution˝
-#/definitions/io.k8s.api.core.v1.NodeSelector"ÀIf the affinity requirements specified by this field are not met at scheduling time, the pod will not be scheduled onto the node. If the affinity requirements specified by this field cease to be met at some point during pod execution (e.g. due to an update), the system may or may not try to eventually evict the pod from its node.
á	
$io.k8s.api.networking.v1.IngressListﬁ"'IngressList is a collection of Ingress.öitems≤
object π
æ

apiVersionØ"°APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources≤
string
g
items^"Items is the list of Ingress.≤
array∫2
0
.#/definitions/io.k8s.api.networking.v1.Ingress
π
kind∞"¢Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds≤
string
–
metadata√
;#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.ListMeta"ÉStandard object's metadata. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata˙b
x-kubernetes-group-version-kind?=- group: networking.k8s.io
  kind: IngressList
  version: v1

¿
!io.k8s.api.core.v1.ContainerImageö"Describe a container imageönames≤
object Á
°
namesó"{Names by which this image is known. e.g. ["k8s.gcr.io/hyperkube:v1.0.7", "dockerhub.io/google_containers/hyperkube:v1.0.7"]≤
array∫
≤
string
A
	sizeBytes4int64"The size of the image in bytes.≤	
integer
º
&io.k8s.api.core.v1.GitRepoVolumeSourceë"˜Represents a volume that is populated with the contents of a git repository. Git repo volumes do not support ownership management. Git repo volumes support SELinux relabeling.

DEPRECATED: GitRepo is deprecated. To provision a container with a git repo, mount an EmptyDir into an InitContainer that clones the repo using git, then mount the EmptyDir into the Pod's container.ö
repository≤
object ˚
ã
	directory˝"ÔTarget directory name. Must not contain or start with '..'.  If '.' is supplied, the volume directory will be the git repository.  Otherwise, if specified, the volume will contain the git repository in the subdirectory with the given name.≤
string
)

repository"Repository URL≤
string
@
revision4"'Commit hash for the specified revision.≤
string
ø
.io.k8s.api.discovery.v1beta1.EndpointSliceListå"6EndpointSliceList represents a list of endpoint slicesöitems≤
object Œ
æ

apiVersionØ"°APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources≤
string
k
itemsb"List of endpoint slices≤
array∫<
:
8#/definitions/io.k8s.api.discovery.v1beta1.EndpointSlice
π
kind∞"¢Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds≤
string
b
metadataV
;#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.ListMeta"Standard list metadata.˙l
x-kubernetes-group-version-kindIG- kind: EndpointSliceList
  version: v1beta1
  group: discovery.k8s.io

¬	
&io.k8s.api.networking.v1.NetworkPolicyó	"INetworkPolicy describes what network traffic is allowed for a set of Pods≤
object ÷
“
metadata≈
=#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta"ÉStandard object's metadata. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata
Å
specy
8#/definitions/io.k8s.api.networking.v1.NetworkPolicySpec"=Specification of the desired behavior for this NetworkPolicy.
æ

apiVersionØ"°APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources≤
string
π
kind∞"¢Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds≤
string˙d
x-kubernetes-group-version-kindA?- kind: NetworkPolicy
  version: v1
  group: networking.k8s.io

√
!io.k8s.api.batch.v1.CronJobStatusù"9CronJobStatus represents the current state of a cron job.≤
object ”
°
activeñ"-A list of pointers to currently running jobs.≤
array∫4
2
0#/definitions/io.k8s.api.core.v1.ObjectReference˙#
x-kubernetes-list-type	atomic

ñ
lastScheduleTimeÅ
7#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.Time"FInformation when was the last time the job was successfully scheduled.
ì
lastSuccessfulTime}
7#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.Time"BInformation when was the last time the job successfully completed.
÷
io.k8s.api.batch.v1.JobList∂" JobList is a collection of jobs.öitems≤
object ®
æ

apiVersionØ"°APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources≤
string
[
itemsR"items is the list of Jobs.≤
array∫)
'
%#/definitions/io.k8s.api.batch.v1.Job
π
kind∞"¢Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds≤
string
À
metadataæ
;#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.ListMeta"Standard list metadata. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata˙R
x-kubernetes-group-version-kind/-- group: batch
  kind: JobList
  version: v1

à

/io.k8s.api.authorization.v1.SubjectAccessReview‘	"PSubjectAccessReview checks whether or not a user or group can perform an action.öspec≤
object ¸
ß
statusú
C#/definitions/io.k8s.api.authorization.v1.SubjectAccessReviewStatus"UStatus is filled in by the server and indicates whether the request is allowed or not
æ

apiVersionØ"°APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources≤
string
π
kind∞"¢Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds≤
string
K
metadata?
=#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta
Ö
spec}
A#/definitions/io.k8s.api.authorization.v1.SubjectAccessReviewSpec"8Spec holds information about the request being evaluated˙m
x-kubernetes-group-version-kindJH- group: authorization.k8s.io
  kind: SubjectAccessReview
  version: v1

â
1io.k8s.api.autoscaling.v1.HorizontalPodAutoscaler”
"-configuration of a horizontal pod autoscaler.≤
object ™	
æ

apiVersionØ"°APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources≤
string
π
kind∞"¢Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds≤
string
–
metadata√
=#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta"ÅStandard object metadata. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata
Ÿ
spec–
C#/definitions/io.k8s.api.autoscaling.v1.HorizontalPodAutoscalerSpec"àbehaviour of autoscaler. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#spec-and-status.
|
statusr
E#/definitions/io.k8s.api.autoscaling.v1.HorizontalPodAutoscalerStatus")current information about the autoscaler.˙h
x-kubernetes-group-version-kindEC- version: v1
  group: autoscaling
  kind: HorizontalPodAutoscaler

É
0io.k8s.api.policy.v1beta1.FSGroupStrategyOptionsŒ"YFSGroupStrategyOptions defines the strategy type and options used to create the strategy.≤
object ‰
˜
rangesÏ"©ranges are the allowed ranges of fs groups.  If you would like to force a single fs group then supply a single range with the same start and end. Required for MustRunAs.≤
array∫3
1
/#/definitions/io.k8s.api.policy.v1beta1.IDRange
h
rule`"Srule is the strategy that will dictate what FSGroup is used in the SecurityContext.≤
string
≥	
'io.k8s.api.rbac.v1beta1.RoleBindingListá	"§RoleBindingList is a collection of RoleBindings Deprecated in v1.17 in favor of rbac.authorization.k8s.io/v1 RoleBindingList, and will no longer be served in v1.22.öitems≤
object ”
æ

apiVersionØ"°APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources≤
string
l
itemsc"Items is a list of RoleBindings≤
array∫5
3
1#/definitions/io.k8s.api.rbac.v1beta1.RoleBinding
π
kind∞"¢Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds≤
string
f
metadataZ
;#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.ListMeta"Standard object's metadata.˙s
x-kubernetes-group-version-kindPN- group: rbac.authorization.k8s.io
  kind: RoleBindingList
  version: v1beta1

ò

Wio.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1.CustomResourceColumnDefinitionº	"KCustomResourceColumnDefinition specifies a column for server side printing.önameötypeöjsonPath≤
object «
ç
priorityÄint32"Ípriority is an integer defining the relative importance of this column compared to others. Lower numbers are considered higher priority. Columns that may be omitted in limited space scenarios should be given a priority greater than 0.≤	
integer
Ø
type¶"òtype is an OpenAPI type definition for this column. See https://github.com/OAI/OpenAPI-Specification/blob/master/versions/2.0.md#data-types for details.≤
string
W
descriptionH";description is a human readable description of this column.≤
string
∏
format≠"üformat is an optional OpenAPI type definition for this column. The 'name' format is applied to the primary identifier column to assist in clients identifying column is the resource name. See https://github.com/OAI/OpenAPI-Specification/blob/master/versions/2.0.md#data-types for details.≤
string
™
jsonPathù"èjsonPath is a simple JSON path (i.e. with array notation) which is evaluated against each custom resource to produce the value for this column.≤
string
B
name:"-name is a human readable name for the column.≤
string
Ë
=io.k8s.apimachinery.pkg.apis.meta.v1.GroupVersionForDiscovery¶"wGroupVersion contains the "group/version" and "version" string of a version. It is made a struct to keep extensibility.ögroupVersionöversion≤
object Ö
i
groupVersionY"LgroupVersion specifies the API group and version in the form "group/version"≤
string
ó
versionã"~version specifies the version in the form of "version". This is to save the clients the trouble of splitting the GroupVersion.≤
string
∆
)io.k8s.api.authentication.v1.TokenRequestò":TokenRequest requests a token for a given service account.öspec≤
object ‹
π
kind∞"¢Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds≤
string
K
metadata?
=#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta
E
spec=
;#/definitions/io.k8s.api.authentication.v1.TokenRequestSpec
I
status?
=#/definitions/io.k8s.api.authentication.v1.TokenRequestStatus
æ

apiVersionØ"°APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources≤
string˙g
x-kubernetes-group-version-kindDB- group: authentication.k8s.io
  kind: TokenRequest
  version: v1

ñ
3io.k8s.api.core.v1.PhotonPersistentDiskVolumeSourceﬁ"8Represents a Photon Controller persistent disk resource.öpdID≤
object é
I
pdIDA"4ID that identifies Photon Controller persistent disk≤
string
¿
fsTypeµ"ßFilesystem type to mount. Must be a filesystem type supported by the host operating system. Ex. "ext4", "xfs", "ntfs". Implicitly inferred to be "ext4" if unspecified.≤
string
£	
:io.k8s.api.autoscaling.v2beta2.HorizontalPodAutoscalerList‰"KHorizontalPodAutoscalerList is a list of horizontal pod autoscaler objects.öitems≤
object å
ò
itemsé"7items is the list of horizontal pod autoscaler objects.≤
array∫H
F
D#/definitions/io.k8s.api.autoscaling.v2beta2.HorizontalPodAutoscaler
π
kind∞"¢Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds≤
string
r
metadataf
;#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.ListMeta"'metadata is the standard list metadata.
æ

apiVersionØ"°APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources≤
string˙q
x-kubernetes-group-version-kindNL- group: autoscaling
  kind: HorizontalPodAutoscalerList
  version: v2beta2

û
8io.k8s.api.certificates.v1.CertificateSigningRequestSpec·"?CertificateSigningRequestSpec contains the certificate request.örequestö
signerName≤
object ˙
Ú
requestÊbyte"¨request contains an x509 certificate signing request encoded in a "CERTIFICATE REQUEST" PEM block. When serialized as JSON or YAML, the data is additionally base64-encoded.≤
string˙#
x-kubernetes-list-type	atomic

ê

signerNameÅ"ÛsignerName indicates the requested signer, and is a qualified name.

List/watch requests for CertificateSigningRequests can filter on this field using a "spec.signerName=NAME" fieldSelector.

Well-known Kubernetes signers are:
 1. "kubernetes.io/kube-apiserver-client": issues client certificates that can be used to authenticate to kube-apiserver.
  Requests for this signer are never auto-approved by kube-controller-manager, can be issued by the "csrsigning" controller in kube-controller-manager.
 2. "kubernetes.io/kube-apiserver-client-kubelet": issues client certificates that kubelets use to authenticate to kube-apiserver.
  Requests for this signer can be auto-approved by the "csrapproving" controller in kube-controller-manager, and can be issued by the "csrsigning" controller in kube-controller-manager.
 3. "kubernetes.io/kubelet-serving" issues serving certificates that kubelets use to serve TLS endpoints, which kube-apiserver can connect to securely.
  Requests for this signer are never auto-approved by kube-controller-manager, and can be issued by the "csrsigning" controller in kube-controller-manager.

More details are available at https://k8s.io/docs/reference/access-authn-authz/certificate-signing-requests/#kubernetes-signers

Custom signerNames can also be specified. The signer defines:
 1. Trust distribution: how trust (CA bundles) are distributed.
 2. Permitted subjects: and behavior when a disallowed subject is requested.
 3. Required, permitted, or forbidden x509 extensions in the request (including whether subjectAltNames are allowed, which types, restrictions on allowed values) and behavior when a disallowed extension is requested.
 4. Required, permitted, or forbidden key usages / extended key usages.
 5. Expiration/certificate lifetime: whether it is fixed by the signer, configurable by the admin.
 6. Whether or not requests for CA certificates are allowed.≤
string
ô
uidë"Éuid contains the uid of the user that created the CertificateSigningRequest. Populated by the API server on creation and immutable.≤
string
Ñ
usages˘"∂usages specifies a set of key usages requested in the issued certificate.

Requests for TLS client certificates typically request: "digital signature", "key encipherment", "client auth".

Requests for TLS serving certificates typically request: "key encipherment", "digital signature", "server auth".

Valid values are:
 "signing", "digital signature", "content commitment",
 "key encipherment", "key agreement", "data encipherment",
 "cert sign", "crl sign", "encipher only", "decipher only", "any",
 "server auth", "client auth",
 "code signing", "email protection", "s/mime",
 "ipsec end system", "ipsec tunnel", "ipsec user",
 "timestamping", "ocsp signing", "microsoft sgc", "netscape sgc"≤
array∫
≤
string˙#
x-kubernetes-list-type	atomic

§
usernameó"âusername contains the name of the user that created the CertificateSigningRequest. Populated by the API server on creation and immutable.≤
string
≈
extraª"éextra contains extra attributes of the user that created the CertificateSigningRequest. Populated by the API server on creation and immutable.™
≤
array∫
≤
string≤
object
›
groups“"ègroups contains group membership of the user that created the CertificateSigningRequest. Populated by the API server on creation and immutable.≤
array∫
≤
string˙#
x-kubernetes-list-type	atomic

‚	
'io.k8s.api.core.v1.PersistentVolumeList∂	"9PersistentVolumeList is a list of PersistentVolume items.öitems≤
object Ö
æ

apiVersionØ"°APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources≤
string
≥
items©"eList of persistent volumes. More info: https://kubernetes.io/docs/concepts/storage/persistent-volumes≤
array∫5
3
1#/definitions/io.k8s.api.core.v1.PersistentVolume
π
kind∞"¢Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds≤
string
œ
metadata¬
;#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.ListMeta"ÇStandard list metadata. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds˙\
x-kubernetes-group-version-kind97- group: ""
  kind: PersistentVolumeList
  version: v1

¢
Kio.k8s.kube-aggregator.pkg.apis.apiregistration.v1beta1.APIServiceCondition“"NAPIServiceCondition describes the state of an APIService at a particular pointötypeöstatus≤
object „
X
messageM"@Human-readable message indicating details about last transition.≤
string
^
reasonT"GUnique, one-word, CamelCase reason for the condition's last transition.≤
string
Z
statusP"CStatus is the status of the condition. Can be True, False, Unknown.≤
string
7
type/""Type is the type of the condition.≤
string
ë
lastTransitionTime{
7#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.Time"@Last time the condition transitioned from one status to another.
∞
1io.k8s.api.authorization.v1.NonResourceAttributes˙"{NonResourceAttributes includes the authorization attributes available for non-resource requests to the Authorizer interface≤
object o
8
path0"#Path is the URL path of the request≤
string
3
verb+"Verb is the standard HTTP verb≤
string
Œ
7io.k8s.api.authorization.v1.SelfSubjectAccessReviewSpecí"¶SelfSubjectAccessReviewSpec is a description of the access request.  Exactly one of ResourceAuthorizationAttributes and NonResourceAuthorizationAttributes must be set≤
object ⁄
™
nonResourceAttributesê
?#/definitions/io.k8s.api.authorization.v1.NonResourceAttributes"MNonResourceAttributes describes information for a non-resource access request
™
resourceAttributesì
<#/definitions/io.k8s.api.authorization.v1.ResourceAttributes"SResourceAuthorizationAttributes describes information for a resource access request
ˇ
!io.k8s.api.storage.v1.CSINodeListŸ"/CSINodeList is a collection of CSINode objects.öitems≤
object Ø
æ

apiVersionØ"°APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources≤
string
c
itemsZ"items is the list of CSINode≤
array∫/
-
+#/definitions/io.k8s.api.storage.v1.CSINode
π
kind∞"¢Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds≤
string
 
metadataΩ
;#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.ListMeta"~Standard list metadata More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata˙_
x-kubernetes-group-version-kind<:- group: storage.k8s.io
  kind: CSINodeList
  version: v1

¡
Vio.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1beta1.CustomResourceConversionÊ
"MCustomResourceConversion describes how to convert different versions of a CR.östrategy≤
object ˝	
ú
conversionReviewVersionsˇ"‚conversionReviewVersions is an ordered list of preferred `ConversionReview` versions the Webhook expects. The API server will use the first version in the list which it supports. If none of the versions specified in this list are supported by API server, conversion will fail for the custom resource. If a persisted Webhook configuration specifies allowed versions and does not include any versions known to the API Server, calls to the webhook will fail. Defaults to `["v1beta1"]`.≤
array∫
≤
string
—
strategyƒ"∂strategy specifies how custom resources are converted between versions. Allowed values are: - `None`: The converter only change the apiVersion and would not touch any other field in the custom resource. - `Webhook`: API Server will call to an external webhook to do the conversion. Additional information
  is needed for this option. This requires spec.preserveUnknownFields to be false, and spec.conversion.webhookClientConfig to be set.≤
string
á
webhookClientConfigÔ
_#/definitions/io.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1beta1.WebhookClientConfig"ãwebhookClientConfig is the instructions for how to call the webhook if strategy is `Webhook`. Required when `strategy` is set to `Webhook`.

"io.k8s.api.core.v1.PodAffinityTerm…"ﬂDefines a set of pods (namely those matching the labelSelector relative to the given namespace(s)) that this pod should be co-located (affinity) or not co-located (anti-affinity) with, where co-located is defined as running on a node whose value of the label with key <topologyKey> matches that of any node on which a pod of the set of pods is runningötopologyKey≤
object  

é
labelSelector}
@#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.LabelSelector"9A label query over a set of resources, in this case pods.
ı
namespaceSelectorﬂ
@#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.LabelSelector"öA label query over the set of namespaces that the term applies to. The term is applied to the union of the namespaces selected by this field and the ones listed in the namespaces field. null selector and null or empty namespaces list means "this pod's namespace". An empty selector ({}) matches all namespaces. This field is alpha-level and is only honored when PodAffinityNamespaceSelector feature is enabled.
≈

namespaces∂"ônamespaces specifies a static list of namespace names that the term applies to. The term is applied to the union of the namespaces listed in this field and the ones selected by namespaceSelector. null or empty namespaces list and null namespaceSelector means "this pod's namespace"≤
array∫
≤
string
ˆ
topologyKeyÊ"ÿThis pod should be co-located (affinity) or not co-located (anti-affinity) with the pods matching the labelSelector in the specified namespaces, where co-located is defined as running on a node whose value of the label with key topologyKey matches that of any node on which any of the selected pods is running. Empty topologyKey is not allowed.≤
string
¨	
1io.k8s.api.networking.v1.NetworkPolicyIngressRuleˆ"¥NetworkPolicyIngressRule describes a particular set of traffic that is allowed to the pods matched by a NetworkPolicySpec's podSelector. The traffic must match both ports and from.≤
object ∞
Ÿ
from–"ÑList of sources which should be able to access the pods selected for this rule. Items in this list are combined using a logical OR operation. If this field is empty or missing, this rule matches all sources (traffic not restricted by source). If this field is present and contains at least one item, this rule allows traffic only if the traffic matches at least one item in the from list.≤
array∫<
:
8#/definitions/io.k8s.api.networking.v1.NetworkPolicyPeer
—
ports«"˚List of ports which should be made accessible on the pods selected for this rule. Each item in this list is combined using a logical OR. If this field is empty or missing, this rule matches all ports (traffic not restricted by port). If this field is present and contains at least one item, then this rule allows traffic only if the traffic matches at least one port in the list.≤
array∫<
:
8#/definitions/io.k8s.api.networking.v1.NetworkPolicyPort
›

&io.k8s.api.core.v1.ScaleIOVolumeSource≤
":ScaleIOVolumeSource represents a persistent ScaleIO volumeögatewayösystemö	secretRef≤
object »	
–
	secretRef¬
5#/definitions/io.k8s.api.core.v1.LocalObjectReference"àSecretRef references to the secret for ScaleIO user and other sensitive information. If this is not provided, Login operation will fail.
í
storageModeÇ"uIndicates whether the storage for a volume should be ThickProvisioned or ThinProvisioned. Default is ThinProvisioned.≤
string
°
fsTypeñ"àFilesystem type to mount. Must be a filesystem type supported by the host operating system. Ex. "ext4", "xfs", "ntfs". Default is "xfs".≤
string
D
gateway9",The host address of the ScaleIO API Gateway.≤
string
`

sslEnabledR"DFlag to enable/disable SSL communication with Gateway, default false≤	
boolean
[
storagePoolL"?The ScaleIO Storage Pool associated with the protection domain.≤
string
O
systemE"8The name of the storage system as configured in ScaleIO.≤
string
Å

volumeNames"fThe name of a volume already created in the ScaleIO system that is associated with this volume source.≤
string
f
protectionDomainR"EThe name of the ScaleIO Protection Domain for the configured storage.≤
string
x
readOnlyl"^Defaults to false (read/write). ReadOnly here will force the ReadOnly setting in VolumeMounts.≤	
boolean
è
"io.k8s.api.core.v1.SecurityContextË"‹SecurityContext holds security configuration that will be applied to a container. Some fields are present in both SecurityContext and PodSecurityContext.  When both are set, the values in SecurityContext take precedence.≤
object ˙
•

privilegedñ"áRun container in privileged mode. Processes in privileged containers are essentially equivalent to root on the host. Defaults to false.≤	
boolean
ä
	procMount¸"ÓprocMount denotes the type of proc mount to use for the containers. The default is DefaultProcMount which uses the container runtime defaults for readonly paths and masked paths. This requires the ProcMountType feature flag to be enabled.≤
string
Ω
runAsNonRoot¨"ùIndicates that the container must run as a non-root user. If true, the Kubelet will validate the image at runtime to ensure that it does not run as UID 0 (root) and fail to start the container if it does. If unset or false, no such validation will be performed. May also be set in PodSecurityContext.  If set in both SecurityContext and PodSecurityContext, the value specified in SecurityContext takes precedence.≤	
boolean
∞
	runAsUser¢int64"åThe UID to run the entrypoint of the container process. Defaults to user specified in image metadata if unspecified. May also be set in PodSecurityContext.  If set in both SecurityContext and PodSecurityContext, the value specified in SecurityContext takes precedence.≤	
integer
Ù
seLinuxOptions·
/#/definitions/io.k8s.api.core.v1.SELinuxOptions"≠The SELinux context to be applied to the container. If unspecified, the container runtime will allocate a random SELinux context for each container.  May also be set in PodSecurityContext.  If set in both SecurityContext and PodSecurityContext, the value specified in SecurityContext takes precedence.
Á
seccompProfile‘
/#/definitions/io.k8s.api.core.v1.SeccompProfile"†The seccomp options to use by this container. If seccomp options are provided at both the pod & container level, the container options override the pod options.
’
allowPrivilegeEscalation∏"©AllowPrivilegeEscalation controls whether a process can gain more privileges than its parent process. This bool directly controls if the no_new_privs flag will be set on the container process. AllowPrivilegeEscalation is true always when the container is: 1) run as Privileged 2) has CAP_SYS_ADMIN≤	
boolean
∆
capabilitiesµ
-#/definitions/io.k8s.api.core.v1.Capabilities"ÉThe capabilities to add/drop when running containers. Defaults to the default set of capabilities granted by the container runtime.
ƒ
windowsOptions±
>#/definitions/io.k8s.api.core.v1.WindowsSecurityContextOptions"ÓThe Windows specific settings applied to all containers. If unspecified, the options from the PodSecurityContext will be used. If set in both SecurityContext and PodSecurityContext, the value specified in SecurityContext takes precedence.
q
readOnlyRootFilesystemW"IWhether this container has a read-only root filesystem. Default is false.≤	
boolean
ì

runAsGroupÑint64"ÓThe GID to run the entrypoint of the container process. Uses runtime default if unset. May also be set in PodSecurityContext.  If set in both SecurityContext and PodSecurityContext, the value specified in SecurityContext takes precedence.≤	
integer
Ü
 io.k8s.api.networking.v1.IPBlock·"„IPBlock describes a particular CIDR (Ex. "192.168.1.1/24","2001:db9::/64") that is allowed to the pods matched by a NetworkPolicySpec's podSelector. The except entry describes CIDRs that should not be included within this rule.öcidr≤
object Â
v
cidrn"aCIDR is a string representing the IP Block Valid examples are "192.168.1.1/24" or "2001:db9::/64"≤
string
Í
exceptﬂ"¬Except is a slice of CIDRs that should not be included within an IP Block Valid examples are "192.168.1.1/24" or "2001:db9::/64" Except values will be rejected if they are outside the CIDR range≤
array∫
≤
string
∑	
 io.k8s.api.coordination.v1.Leaseí	"Lease defines a lease concept.≤
object Ç
æ

apiVersionØ"°APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources≤
string
π
kind∞"¢Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds≤
string
µ
metadata®
=#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta"gMore info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata
 
spec¡
2#/definitions/io.k8s.api.coordination.v1.LeaseSpec"äSpecification of the Lease. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#spec-and-status˙^
x-kubernetes-group-version-kind;9- group: coordination.k8s.io
  kind: Lease
  version: v1

ì
"io.k8s.api.core.v1.NamespaceStatusÏ"GNamespaceStatus is information about the current status of a Namespace.≤
object î
ı

conditionsÊ"LRepresents the latest available observations of a namespace's current state.≤
array∫7
5
3#/definitions/io.k8s.api.core.v1.NamespaceCondition˙'
x-kubernetes-patch-merge-keytype
˙'
x-kubernetes-patch-strategymerge

ô
phaseè"ÅPhase is the current lifecycle phase of the namespace. More info: https://kubernetes.io/docs/tasks/administer-cluster/namespaces/≤
string
ë
io.k8s.api.batch.v1.JobStatusÔ"0JobStatus represents the current state of a Job.≤
object Æ
∂

conditionsß"ÎThe latest available observations of an object's current state. When a Job fails, one of the conditions will have type "Failed" and status true. When a Job is suspended, one of the conditions will have type "Suspended" and status true; when the Job is resumed, the status of this condition will become false. When a Job is completed, one of the conditions will have type "Complete" and status true. More info: https://kubernetes.io/docs/concepts/workloads/controllers/jobs-run-to-completion/≤
array∫2
0
.#/definitions/io.k8s.api.batch.v1.JobCondition˙#
x-kubernetes-list-type	atomic
˙'
x-kubernetes-patch-merge-keytype
˙'
x-kubernetes-patch-strategymerge

M
failedCint32".The number of pods which reached phase Failed.≤	
integer
Â
	startTime◊
7#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.Time"õRepresents time when the job controller started processing a job. When a Job is created in the suspended state, this field is not set until the first time it is resumed. This field is reset every time a Job is resumed from suspension. It is represented in RFC3339 form and is in UTC.
S
	succeededFint32"1The number of pods which reached phase Succeeded.≤	
integer
C
active9int32"$The number of actively running pods.≤	
integer
‹
completedIndexes«"πCompletedIndexes holds the completed indexes when .spec.completionMode = "Indexed" in a text format. The indexes are represented as decimal integers separated by commas. The numbers are listed in increasing order. Three or more consecutive numbers are compressed and represented by the first and last element of the series, separated by a hyphen. For example, if the completed indexes are 1, 3, 4, 5 and 7, they are represented as "1,3-5,7".≤
string
¬
completionTimeØ
7#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.Time"ÛRepresents time when the job was completed. It is not guaranteed to be set in happens-before order across separate operations. It is represented in RFC3339 form and is in UTC. The completion time is only set when the job finishes successfully.
√
4io.k8s.api.flowcontrol.v1beta1.NonResourcePolicyRuleä"∑NonResourcePolicyRule is a predicate that matches non-resource requests according to their verb and the target non-resource URL. A NonResourcePolicyRule matches a request if and only if both (a) at least one member of verbs matches the request and (b) at least one member of nonResourceURLs matches the request.överbsönonResourceURLs≤
object ß
–
nonResourceURLsº"¸`nonResourceURLs` is a set of url prefixes that a user should have access to and may not be empty. For example:
  - "/healthz" is legal
  - "/hea*" is illegal
  - "/hea" is legal but matches nothing
  - "/hea/*" also matches nothing
  - "/healthz/*" matches all per-component health checks.
"*" matches all non-resource urls. if it is present, it must be the only entry. Required.≤
array∫
≤
string˙ 
x-kubernetes-list-typeset

—
verbs«"á`verbs` is a list of matching verbs and may not be empty. "*" matches all verbs. If it is present, it must be the only entry. Required.≤
array∫
≤
string˙ 
x-kubernetes-list-typeset

˚

[io.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1beta1.CustomResourceDefinitionNamesõ
"XCustomResourceDefinitionNames indicates the names to serve this CustomResourceDefinitionöpluralökind≤
object ¢	
Ù

categoriesÂ"»categories is a list of grouped resources this custom resource belongs to (e.g. 'all'). This is published in API discovery documents, and used by clients to support invocations like `kubectl get all`.≤
array∫
≤
string
æ
kindµ"ßkind is the serialized kind of the resource. It is normally CamelCase and singular. Custom resource instances will use this value as the `kind` attribute in API calls.≤
string
q
listKinde"XlistKind is the serialized kind of the list for this resource. Defaults to "`kind`List".≤
string
ç
pluralÇ"Ùplural is the plural name of the resource to serve. The custom resources are served under `/apis/<group>/<version>/.../<plural>`. Must match the name of the CustomResourceDefinition (in the form `<names.plural>.<group>`). Must be all lowercase.≤
string
·

shortNames“"µshortNames are short names for the resource, exposed in API discovery documents, and used by clients to support invocations like `kubectl get <shortname>`. It must be all lowercase.≤
array∫
≤
string
Ä
singulart"gsingular is the singular name of the resource. It must be all lowercase. Defaults to lowercased `kind`.≤
string
Ã
%io.k8s.api.apps.v1.DaemonSetCondition¢"IDaemonSetCondition describes the state of a DaemonSet at a certain point.ötypeöstatus≤
object ∏
ë
lastTransitionTime{
7#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.Time"@Last time the condition transitioned from one status to another.
Y
messageN"AA human readable message indicating details about the transition.≤
string
F
reason<"/The reason for the condition's last transition.≤
string
L
statusB"5Status of the condition, one of True, False, Unknown.≤
string
1
type)"Type of DaemonSet condition.≤
string
û
io.k8s.api.batch.v1.JobÇ"1Job represents the configuration of a single job.≤
object Ô	
“
metadata≈
=#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta"ÉStandard object's metadata. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata
’
specÃ
)#/definitions/io.k8s.api.batch.v1.JobSpec"ûSpecification of the desired behavior of a job. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#spec-and-status
¬
status∑
+#/definitions/io.k8s.api.batch.v1.JobStatus"áCurrent status of a job. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#spec-and-status
æ

apiVersionØ"°APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources≤
string
π
kind∞"¢Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds≤
string˙N
x-kubernetes-group-version-kind+)- group: batch
  kind: Job
  version: v1

“g
io.k8s.api.core.v1.ServiceSpecØg"FServiceSpec describes the attributes that a user creates on a service.≤
object ÿf
◊
loadBalancerClass¡"≥loadBalancerClass is the class of the load balancer implementation this Service belongs to. If specified, the value of this field must be a label-style identifier, with an optional prefix, e.g. "internal-vip" or "example.com/internal-vip". Unprefixed names are reserved for end-users. This field can only be set when the Service type is 'LoadBalancer'. If not set, the default load balancer implementation is used, today this is typically done through the cloud provider integration, but should apply for any default implementation. If set, it is assumed that a load balancer implementation is watching for Services with a matching class. Any default load balancer implementation (e.g. cloud providers) should ignore Services that set this field. This field can only be set when creating or updating a Service to type 'LoadBalancer'. Once set, it can not be changed. This field will be wiped when a service is updated to a non 'LoadBalancer' type.≤
string
„
loadBalancerIP–"¬Only applies to Service Type: LoadBalancer LoadBalancer will get created with the IP specified in this field. This feature depends on whether the underlying cloud-provider supports specifying the loadBalancerIP when a load balancer is created. This field will be ignored if the cloud-provider does not support the feature.≤
string
ì
loadBalancerSourceRangesˆ"ŸIf specified and supported by the platform, this will restrict traffic through the cloud-provider load-balancer will be restricted to the specified client IPs. This field will be ignored if the cloud-provider does not support the feature." More info: https://kubernetes.io/docs/tasks/access-application-cluster/configure-cloud-provider-firewall/≤
array∫
≤
string
´
selectorû"ÄRoute service traffic to pods with label keys and values matching this selector. If empty or not present, the service is assumed to have an external process managing its endpoints, which Kubernetes will not modify. Only applies to types ClusterIP, NodePort, and LoadBalancer. Ignored if type is ExternalName. More info: https://kubernetes.io/docs/concepts/services-networking/service/™
≤
string≤
object
•
sessionAffinityë"ÉSupports "ClientIP" and "None". Used to maintain session affinity. Enable client IP based session affinity. Must be ClientIP or None. Defaults to None. More info: https://kubernetes.io/docs/concepts/services-networking/service/#virtual-ips-and-service-proxies≤
string
’
topologyKeysƒ"ßtopologyKeys is a preference-order list of topology keys which implementations of services should use to preferentially sort endpoints when accessing this Service, it can not be used at the same time as externalTrafficPolicy=Local. Topology keys must be valid label keys and at most 16 keys may be specified. Endpoints are chosen based on the first topology key with available backends. If this field is specified and all entries have no backends that match the topology of the client, the service has no backends for that client and connections should fail. The special value "*" may be used to mean "any topology". This catch-all value, if used, only makes sense as the last value in the list. If this is not specified or empty, no topology constraints will be applied. This field is alpha-level and is only honored by servers that enable the ServiceTopology feature. This field is deprecated and will be removed in a future version.≤
array∫
≤
string
¡
externalTrafficPolicyß"ôexternalTrafficPolicy denotes if this Service desires to route external traffic to node-local or cluster-wide endpoints. "Local" preserves the client source IP and avoids a second hop for LoadBalancer and Nodeport type services, but risks potentially imbalanced traffic spreading. "Cluster" obscures the client source IP and may cause a second hop to another node, but should have good overall load-spreading.≤
string
Î

clusterIPs‹"ôClusterIPs is a list of IP addresses assigned to this service, and are usually assigned randomly.  If an address is specified manually, is in-range (as per system configuration), and is not in use, it will be allocated to the service; otherwise creation of the service will fail. This field may not be changed through updates unless the type field is also being changed to ExternalName (which requires this field to be empty) or the type field is being changed from ExternalName (in which case this field may optionally be specified, as describe above).  Valid values are "None", empty string (""), or a valid IP address.  Setting this to "None" makes a "headless service" (no virtual IP), which is useful when direct endpoint connections are preferred and proxying is not required.  Only applies to types ClusterIP, NodePort, and LoadBalancer. If this field is specified when creating a Service of type ExternalName, creation will fail. This field will be wiped when updating a Service to type ExternalName.  If this field is not specified, it will be initialized from the clusterIP field.  If this field is specified, clients must ensure that clusterIPs[0] and clusterIP have the same value.

Unless the "IPv6DualStack" feature gate is enabled, this field is limited to one value, which must be the same as the clusterIP field.  If the feature gate is enabled, this field may hold a maximum of two entries (dual-stack IPs, in either order).  These IPs must correspond to the values of the ipFamilies field. Both clusterIPs and ipFamilies are governed by the ipFamilyPolicy field. More info: https://kubernetes.io/docs/concepts/services-networking/service/#virtual-ips-and-service-proxies≤
array∫
≤
string˙#
x-kubernetes-list-type	atomic

ï
healthCheckNodePort˝int32"ÁhealthCheckNodePort specifies the healthcheck nodePort for the service. This only applies when type is set to LoadBalancer and externalTrafficPolicy is set to Local. If a value is specified, is in-range, and is not in use, it will be used.  If not specified, a value will be automatically allocated.  External systems (e.g. load-balancers) can use this port to determine if a given node holds endpoints for this service or not.  If this field is specified when creating a Service which does not need it, creation will fail. This field will be wiped when updating a Service to no longer need it (e.g. changing type).≤	
integer
ˆ
internalTrafficPolicy‹"ŒInternalTrafficPolicy specifies if the cluster internal traffic should be routed to all endpoints or node-local endpoints only. "Cluster" routes internal traffic to a Service to all endpoints. "Local" routes traffic to node-local endpoints only, traffic is dropped if no node-local endpoints are ready. The default value is "Cluster".≤
string
à
ipFamilyPolicyı"ÁIPFamilyPolicy represents the dual-stack-ness requested or required by this Service, and is gated by the "IPv6DualStack" feature gate.  If there is no value provided, then this field will be set to SingleStack. Services can be "SingleStack" (a single IP family), "PreferDualStack" (two IP families on dual-stack configured clusters or a single IP family on single-stack clusters), or "RequireDualStack" (two IP families on dual-stack configured clusters, otherwise fail). The ipFamilies and clusterIPs fields depend on the value of this field.  This field will be wiped when updating a service to type ExternalName.≤
string
¨
publishNotReadyAddressesè"ÄpublishNotReadyAddresses indicates that any agent which deals with endpoints for this Service should disregard any indications of ready/not-ready. The primary use case for setting this field is for a StatefulSet's Headless Service to propagate SRV DNS records for its Pods for the purpose of peer discovery. The Kubernetes controllers that generate Endpoints and EndpointSlice resources for Services interpret this to mean that all endpoints are considered "ready" even if the Pods themselves are not. Agents which consume only Kubernetes generated endpoints through the Endpoints or EndpointSlice resources can safely assume this behavior.≤	
boolean
â
allocateLoadBalancerNodePortsÁ"ÿallocateLoadBalancerNodePorts defines if NodePorts will be automatically allocated for services with type LoadBalancer.  Default is "true". It may be set to "false" if the cluster load-balancer does not rely on NodePorts. allocateLoadBalancerNodePorts may only be set for services with type LoadBalancer and will be cleared if the type is changed to any other type. This field is alpha-level and is only honored by servers that enable the ServiceLBNodePortControl feature.≤	
boolean
ö
sessionAffinityConfigÄ
6#/definitions/io.k8s.api.core.v1.SessionAffinityConfig"FsessionAffinityConfig contains the configurations of session affinity.
Ò

ipFamilies‚"üIPFamilies is a list of IP families (e.g. IPv4, IPv6) assigned to this service, and is gated by the "IPv6DualStack" feature gate.  This field is usually assigned automatically based on cluster configuration and the ipFamilyPolicy field. If this field is specified manually, the requested family is available in the cluster, and ipFamilyPolicy allows it, it will be used; otherwise creation of the service will fail.  This field is conditionally mutable: it allows for adding or removing a secondary IP family, but it does not allow changing the primary IP family of the Service.  Valid values are "IPv4" and "IPv6".  This field only applies to Services of types ClusterIP, NodePort, and LoadBalancer, and does apply to "headless" services.  This field will be wiped when updating a Service to type ExternalName.

This field may hold a maximum of two entries (dual-stack families, in either order).  These families must correspond to the values of the clusterIPs field, if specified. Both clusterIPs and ipFamilies are governed by the ipFamilyPolicy field.≤
array∫
≤
string˙#
x-kubernetes-list-type	atomic

Ú
externalIPs‚"≈externalIPs is a list of IP addresses for which nodes in the cluster will also accept traffic for this service.  These IPs are not managed by Kubernetes.  The user is responsible for ensuring that traffic arrives at a node with this IP.  A common example is external load-balancers that are not part of the Kubernetes system.≤
array∫
≤
string
∏
externalNameß"ôexternalName is the external reference that discovery mechanisms will return as an alias for this service (e.g. a DNS CNAME record). No proxying will be involved.  Must be a lowercase RFC-1123 hostname (https://tools.ietf.org/html/rfc1123) and requires `type` to be "ExternalName".≤
string
ï
portsã"üThe list of ports that are exposed by this service. More info: https://kubernetes.io/docs/concepts/services-networking/service/#virtual-ips-and-service-proxies≤
array∫0
.
,#/definitions/io.k8s.api.core.v1.ServicePort˙2
x-kubernetes-list-map-keys- port
- protocol
˙ 
x-kubernetes-list-typemap
˙'
x-kubernetes-patch-merge-keyport
˙'
x-kubernetes-patch-strategymerge

ã
typeÇ"Ùtype determines how the Service is exposed. Defaults to ClusterIP. Valid options are ExternalName, ClusterIP, NodePort, and LoadBalancer. "ClusterIP" allocates a cluster-internal IP address for load-balancing to endpoints. Endpoints are determined by the selector or if that is not specified, by manual construction of an Endpoints object or EndpointSlice objects. If clusterIP is "None", no virtual IP is allocated and the endpoints are published as a set of endpoints rather than a virtual IP. "NodePort" builds on ClusterIP and allocates a port on every node which routes to the same endpoints as the clusterIP. "LoadBalancer" builds on NodePort and creates an external load-balancer (if supported in the current cloud) which routes to the same endpoints as the clusterIP. "ExternalName" aliases this service to the specified externalName. Several other fields do not apply to ExternalName services. More info: https://kubernetes.io/docs/concepts/services-networking/service/#publishing-services-service-types≤
string
·
	clusterIP”"≈clusterIP is the IP address of the service and is usually assigned randomly. If an address is specified manually, is in-range (as per system configuration), and is not in use, it will be allocated to the service; otherwise creation of the service will fail. This field may not be changed through updates unless the type field is also being changed to ExternalName (which requires this field to be blank) or the type field is being changed from ExternalName (in which case this field may optionally be specified, as describe above).  Valid values are "None", empty string (""), or a valid IP address. Setting this to "None" makes a "headless service" (no virtual IP), which is useful when direct endpoint connections are preferred and proxying is not required.  Only applies to types ClusterIP, NodePort, and LoadBalancer. If this field is specified when creating a Service of type ExternalName, creation will fail. This field will be wiped when updating a Service to type ExternalName. More info: https://kubernetes.io/docs/concepts/services-networking/service/#virtual-ips-and-service-proxies≤
string
ô
-io.k8s.apimachinery.pkg.api.resource.QuantityÁ"ŸQuantity is a fixed-point representation of a number. It provides convenient marshaling/unmarshaling in JSON and YAML, in addition to String() and AsInt64() accessors.

The serialization format is:

<quantity>        ::= <signedNumber><suffix>
  (Note that <suffix> may be empty, from the "" case in <decimalSI>.)
<digit>           ::= 0 | 1 | ... | 9 <digits>          ::= <digit> | <digit><digits> <number>          ::= <digits> | <digits>.<digits> | <digits>. | .<digits> <sign>            ::= "+" | "-" <signedNumber>    ::= <number> | <sign><number> <suffix>          ::= <binarySI> | <decimalExponent> | <decimalSI> <binarySI>        ::= Ki | Mi | Gi | Ti | Pi | Ei
  (International System of units; See: http://physics.nist.gov/cuu/Units/binary.html)
<decimalSI>       ::= m | "" | k | M | G | T | P | E
  (Note that 1024 = 1Ki but 1000 = 1k; I didn't choose the capitalization.)
<decimalExponent> ::= "e" <signedNumber> | "E" <signedNumber>

No matter which of the three exponent forms is used, no quantity may represent a number greater than 2^63-1 in magnitude, nor may it have more than 3 decimal places. Numbers larger or more precise will be capped or rounded up. (E.g.: 0.1m will rounded up to 1m.) This may be extended in the future if we require larger or smaller quantities.

When a Quantity is parsed from a string, it will remember the type of suffix it had, and will use the same type again when it is serialized.

Before serializing, Quantity will be put in "canonical form". This means that Exponent/suffix will be adjusted up or down (with a corresponding increase or decrease in Mantissa) such that:
  a. No precision is lost
  b. No fractional digits will be emitted
  c. The exponent (or suffix) is as large as possible.
The sign will be omitted unless the number is negative.

Examples:
  1.5 will be serialized as "1500m"
  1.5Gi will be serialized as "1536Mi"

Note that the quantity will NEVER be internally represented by a floating point number. That is the whole point of this exercise.

Non-canonical values will still parse as long as they are well formed, but will be re-emitted in their canonical form. (So always use canonical form, or don't diff.)

This format is intended to make it difficult to use these numbers without writing some sort of special handling code in the hopes that that will cause implementors to also use a fixed point implementation.≤
string
Ÿ
1io.k8s.api.autoscaling.v2beta2.ObjectMetricSource£"âObjectMetricSource indicates how to scale on a metric describing a kubernetes object (for example, hits-per-second on an Ingress object).ödescribedObjectötargetömetric≤
object ‰
]
describedObjectJ
H#/definitions/io.k8s.api.autoscaling.v2beta2.CrossVersionObjectReference
É
metricy
=#/definitions/io.k8s.api.autoscaling.v2beta2.MetricIdentifier"8metric identifies the target metric by name and selector
}
targets
9#/definitions/io.k8s.api.autoscaling.v2beta2.MetricTarget"6target specifies the target value for the given metric
Æ
(io.k8s.api.core.v1.AzureFileVolumeSourceÅ"WAzureFile represents an Azure File Service mount on the host and bind mount to the pod.ö
secretNameö	shareName≤
object Ä
x
readOnlyl"^Defaults to false (read/write). ReadOnly here will force the ReadOnly setting in VolumeMounts.≤	
boolean
^

secretNameP"Cthe name of secret that contains Azure Storage Account Name and Key≤
string
$
	shareName"
Share Name≤
string
É
,io.k8s.api.core.v1.PersistentVolumeClaimSpec“"ÅPersistentVolumeClaimSpec describes the common attributes of storage devices and allows a Source for provider-specific attributes≤
object ø
À
accessModesª"ûAccessModes contains the desired access modes the volume should have. More info: https://kubernetes.io/docs/concepts/storage/persistent-volumes#access-modes-1≤
array∫
≤
string
‘

dataSource≈
:#/definitions/io.k8s.api.core.v1.TypedLocalObjectReference"ÜThis field can be used to specify either: * An existing VolumeSnapshot object (snapshot.storage.k8s.io/VolumeSnapshot) * An existing PVC (PersistentVolumeClaim) * An existing custom resource that implements data population (Alpha) In order to use custom resource types that implement data population, the AnyVolumeDataSource feature gate must be enabled. If the provisioner or an external controller can support the specified data source, it will create a new volume based on the contents of the specified data source.
ﬁ
	resources–
5#/definitions/io.k8s.api.core.v1.ResourceRequirements"ñResources represents the minimum resources the volume should have. More info: https://kubernetes.io/docs/concepts/storage/persistent-volumes#resources
É
selectorw
@#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.LabelSelector"3A label query over volumes to consider for binding.
§
storageClassNameè"ÅName of the StorageClass required by the claim. More info: https://kubernetes.io/docs/concepts/storage/persistent-volumes#class-1≤
string
ù

volumeModeé"ÄvolumeMode defines what type of volume is required by the claim. Value of Filesystem is implied when not included in claim spec.≤
string
j

volumeName\"OVolumeName is the binding reference to the PersistentVolume backing this claim.≤
string
∆	
-io.k8s.api.flowcontrol.v1beta1.FlowSchemaListî	"/FlowSchemaList is a list of FlowSchema objects.öitems≤
object ‘
ﬁ
metadata—
;#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.ListMeta"ë`metadata` is the standard list metadata. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata
æ

apiVersionØ"°APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources≤
string
t
itemsk"!`items` is a list of FlowSchemas.≤
array∫;
9
7#/definitions/io.k8s.api.flowcontrol.v1beta1.FlowSchema
π
kind∞"¢Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds≤
string˙u
x-kubernetes-group-version-kindRP- group: flowcontrol.apiserver.k8s.io
  kind: FlowSchemaList
  version: v1beta1

”
$io.k8s.api.networking.v1.IngressRule™"ÏIngressRule represents the rules mapping the paths under a specified host to the related backend services. Incoming requests are first evaluated for a host match, then routed to the backend associated with the matching IngressRuleValue.≤
object ¨
‚

hostŸ
"À
Host is the fully qualified domain name of a network host, as defined by RFC 3986. Note the following deviations from the "host" part of the URI as defined in RFC 3986: 1. IPs are not allowed. Currently an IngressRuleValue can only apply to
   the IP in the Spec of the parent Ingress.
2. The `:` delimiter is not respected because ports are not allowed.
	  Currently the port of an Ingress is implicitly :80 for http and
	  :443 for https.
Both these may change in the future. Incoming requests are matched against the host before the IngressRuleValue. If the host is unspecified, the Ingress routes all traffic based on the specified IngressRuleValue.

Host can be "precise" which is a domain name without the terminating dot of a network host (e.g. "foo.bar.com") or "wildcard", which is a domain name prefixed with a single wildcard label (e.g. "*.foo.com"). The wildcard character '*' must appear by itself as the first DNS label and matches only a single label. You cannot have a wildcard label by itself (e.g. Host == "*"). Requests will be matched against the Host field in the following way: 1. If Host is precise, the request matches this rule if the http host header is equal to Host. 2. If Host is a wildcard, then the request matches this rule if the http host header is to equal to the suffix (removing the first label) of the wildcard rule.≤
string
E
http=
;#/definitions/io.k8s.api.networking.v1.HTTPIngressRuleValue
∫
%io.k8s.api.networking.v1beta1.Ingressê"ÄIngress is a collection of rules that allow inbound connections to reach the endpoints defined by a backend. An Ingress can be configured to give services externally-reachable urls, load balance traffic, terminate SSL, offer name based virtual hosting etc.≤
object ò

æ

apiVersionØ"°APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources≤
string
π
kind∞"¢Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds≤
string
“
metadata≈
=#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta"ÉStandard object's metadata. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata
›
spec‘
7#/definitions/io.k8s.api.networking.v1beta1.IngressSpec"òSpec is the desired state of the Ingress. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#spec-and-status
„
statusÿ
9#/definitions/io.k8s.api.networking.v1beta1.IngressStatus"öStatus is the current state of the Ingress. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#spec-and-status˙c
x-kubernetes-group-version-kind@>- group: networking.k8s.io
  kind: Ingress
  version: v1beta1

‰
 io.k8s.api.core.v1.EndpointsListø"%EndpointsList is a list of endpoints.öitems≤
object ©
œ
metadata¬
;#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.ListMeta"ÇStandard list metadata. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds
æ

apiVersionØ"°APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources≤
string
X
itemsO"List of endpoints.≤
array∫.
,
*#/definitions/io.k8s.api.core.v1.Endpoints
π
kind∞"¢Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds≤
string˙U
x-kubernetes-group-version-kind20- version: v1
  group: ""
  kind: EndpointsList

ƒ
"io.k8s.api.core.v1.ObjectReferenceù"]ObjectReference contains enough information to let you inspect or modify the referred object.≤
object Ø
Ñ
name|"oName of the referent. More info: https://kubernetes.io/docs/concepts/overview/working-with-objects/names/#names≤
string
é
	namespaceÄ"sNamespace of the referent. More info: https://kubernetes.io/docs/concepts/overview/working-with-objects/namespaces/≤
string
Ê
resourceVersion“"ƒSpecific resourceVersion to which this reference is made, if any. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#concurrency-control-and-consistency≤
string
Å
uidz"mUID of the referent. More info: https://kubernetes.io/docs/concepts/overview/working-with-objects/names/#uids≤
string
7

apiVersion)"API version of the referent.≤
string
‘
	fieldPath∆"∏If referring to a piece of an object instead of an entire object, this string should contain a valid JSON/Go field access statement, such as desiredState.manifest.containers[2]. For example, if the object reference is to a container within a pod, this would take on a value like: "spec.containers{name}" (where "name" refers to the name of the container that triggered the event) or if no container name is specified "spec.containers[2]" (container with index 2 in this pod). This syntax is chosen only to have some well-defined way of referencing a part of an object.≤
string
ó
kindé"ÄKind of the referent. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds≤
string
∞	
.io.k8s.api.core.v1.ReplicationControllerStatus˝"VReplicationControllerStatus represents the current status of a replication controller.öreplicas≤
object ã
ê
availableReplicas{int32"fThe number of available replicas (ready for at least minReadySeconds) for this replication controller.≤	
integer
é

conditionsˇ"YRepresents the latest available observations of a replication controller's current state.≤
array∫C
A
?#/definitions/io.k8s.api.core.v1.ReplicationControllerCondition˙'
x-kubernetes-patch-merge-keytype
˙'
x-kubernetes-patch-strategymerge

ó
fullyLabeledReplicasint32"jThe number of pods that have labels matching the labels of the pod template of the replication controller.≤	
integer
ã
observedGenerationuint64"`ObservedGeneration reflects the generation of the most recently observed replication controller.≤	
integer
c
readyReplicasRint32"=The number of ready replicas for this replication controller.≤	
integer
◊
replicas int32"¥Replicas is the most recently oberved number of replicas. More info: https://kubernetes.io/docs/concepts/workloads/controllers/replicationcontroller#what-is-a-replicationcontroller≤	
integer
€
*io.k8s.api.networking.v1beta1.IngressClass¨"ÛIngressClass represents the class of the Ingress, referenced by the Ingress Spec. The `ingressclass.kubernetes.io/is-default-class` annotation can be used to indicate that an IngressClass should be considered default. When a single IngressClass resource has this annotation set to true, new Ingress resources without a class specified will be assigned this default class.≤
object º
æ

apiVersionØ"°APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources≤
string
π
kind∞"¢Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds≤
string
“
metadata≈
=#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta"ÉStandard object's metadata. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata
Á
specﬁ
<#/definitions/io.k8s.api.networking.v1beta1.IngressClassSpec"ùSpec is the desired state of the IngressClass. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#spec-and-status˙h
x-kubernetes-group-version-kindEC- version: v1beta1
  group: networking.k8s.io
  kind: IngressClass

Ê
'io.k8s.api.policy.v1beta1.HostPortRange∫"êHostPortRange defines a range of host ports that will be enabled by a policy for pods to use.  It requires both the start and end to be defined.öminömax≤
object å
C
max<int32"'max is the end of the range, inclusive.≤	
integer
E
min>int32")min is the start of the range, inclusive.≤	
integer
Ó	
4io.k8s.apimachinery.pkg.apis.meta.v1.APIResourceListµ	"¶APIResourceList is a list of APIResource, it is used to expose the name of the resources supported in a specific group and version, and if the resource is namespaced.ögroupVersionö	resources≤
object à
ß
	resourcesô"Hresources contains the name of the resources and if they are namespaced.≤
array∫B
@
>#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.APIResource
æ

apiVersionØ"°APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources≤
string
_
groupVersionO"BgroupVersion is the group and version this APIResourceList is for.≤
string
π
kind∞"¢Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds≤
string˙W
x-kubernetes-group-version-kind42- version: v1
  group: ""
  kind: APIResourceList

Õ
io.k8s.api.core.v1.EventList¨"EventList is a list of events.öitems≤
object °
æ

apiVersionØ"°APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources≤
string
P
itemsG"List of events≤
array∫*
(
&#/definitions/io.k8s.api.core.v1.Event
π
kind∞"¢Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds≤
string
œ
metadata¬
;#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.ListMeta"ÇStandard list metadata. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds˙Q
x-kubernetes-group-version-kind.,- group: ""
  kind: EventList
  version: v1

ı
#io.k8s.api.core.v1.PodReadinessGateÕ":PodReadinessGate contains the reference to a pod conditionöconditionType≤
object s
q
conditionType`"SConditionType refers to a condition in the pod's condition list with matching type.≤
string
≈
\io.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1beta1.CustomResourceSubresourceScale‰"^CustomResourceSubresourceScale defines how to serve the scale subresource for CustomResources.öspecReplicasPathöstatusReplicasPath≤
object Õ
Ä
statusReplicasPathÈ"€statusReplicasPath defines the JSON path inside of a custom resource that corresponds to Scale `status.replicas`. Only JSON paths without the array notation are allowed. Must be a JSON Path under `.status`. If there is no value under the given path in the custom resource, the `status.replicas` value in the `/scale` subresource will default to 0.≤
string
·
labelSelectorPathÀ"ΩlabelSelectorPath defines the JSON path inside of a custom resource that corresponds to Scale `status.selector`. Only JSON paths without the array notation are allowed. Must be a JSON Path under `.status` or `.spec`. Must be set to work with HorizontalPodAutoscaler. The field pointed by this JSON path must be a string field (not a complex selector struct) which contains a serialized label selector in string form. More info: https://kubernetes.io/docs/tasks/access-kubernetes-api/custom-resources/custom-resource-definitions#scale-subresource If there is no value under the given path in the custom resource, the `status.selector` value in the `/scale` subresource will default to the empty string.≤
string
„
specReplicasPathŒ"¿specReplicasPath defines the JSON path inside of a custom resource that corresponds to Scale `spec.replicas`. Only JSON paths without the array notation are allowed. Must be a JSON Path under `.spec`. If there is no value under the given path in the custom resource, the `/scale` subresource will return an error on GET.≤
string
Ü
0io.k8s.apimachinery.pkg.apis.meta.v1.StatusCause—"xStatusCause provides more information about an api.Status failure, including cases when multiple errors are encountered.≤
object »
∂
field¨"ûThe field of the resource that has caused this error, as named by its JSON serialization. May include dot and postfix notation for nested attributes. Arrays are zero-indexed.  Fields may appear more than once in an array of causes due to fields having multiple errors. Optional.

Examples:
  "name" - the field "name" on the current resource
  "items[0].name" - the field "name" on the first array entry in "items"≤
string

messaget"gA human-readable description of the cause of the error.  This field may be presented as-is to a reader.≤
string
ã
reasonÄ"sA machine-readable description of the cause of the error. If this value is empty there is no information available.≤
string
™
io.k8s.api.core.v1.Secretå"ÇSecret holds secret data of a certain type. The total bytes of the values in the Data field must be less than MaxSecretSize bytes.≤
object ß
π
kind∞"¢Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds≤
string
“
metadata≈
=#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta"ÉStandard object's metadata. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata
 

stringDataª"ùstringData allows specifying non-binary secret data in string form. It is provided as a write-only input field for convenience. All keys and values are merged into the data field on write, overwriting any existing values. The stringData field is never output when reading from the API.™
≤
string≤
object
M
typeE"8Used to facilitate programmatic handling of secret data.≤
string
æ

apiVersionØ"°APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources≤
string
Œ
data≈"°Data contains the secret data. Each key must consist of alphanumeric characters, '-', '_' or '.'. The serialized form of the secret data is a base64 encoded string, representing the arbitrary (possibly non-string) data value here. Described in https://tools.ietf.org/html/rfc4648#section-4™
byte≤
string≤
object
Â
	immutable◊"»Immutable, if set to true, ensures that data stored in the Secret cannot be updated (only object metadata can be modified). If not set to true, the field can be modified at any time. Defaulted to nil.≤	
boolean˙N
x-kubernetes-group-version-kind+)- version: v1
  group: ""
  kind: Secret

Â	
2io.k8s.api.core.v1.StorageOSPersistentVolumeSourceÆ	"2Represents a StorageOS persistent volume resource.≤
object Î
¿
fsTypeµ"ßFilesystem type to mount. Must be a filesystem type supported by the host operating system. Ex. "ext4", "xfs", "ntfs". Implicitly inferred to be "ext4" if unspecified.≤
string
x
readOnlyl"^Defaults to false (read/write). ReadOnly here will force the ReadOnly setting in VolumeMounts.≤	
boolean
 
	secretRefº
0#/definitions/io.k8s.api.core.v1.ObjectReference"áSecretRef specifies the secret to use for obtaining the StorageOS API credentials.  If not specified, default values will be attempted.
ã

volumeName}"pVolumeName is the human-readable name of the StorageOS volume.  Volume names are only unique within a namespace.≤
string
–
volumeNamespaceº"ÆVolumeNamespace specifies the scope of the volume within StorageOS.  If no namespace is specified then the Pod's namespace will be used.  This allows the Kubernetes name scoping to be mirrored within StorageOS for tighter integration. Set VolumeName to any name to override the default behaviour. Set to "default" if you are not using namespaces within StorageOS. Namespaces that do not pre-exist within StorageOS will be created.≤
string
Ò
io.k8s.api.node.v1.RuntimeClassÕ"ÀRuntimeClass defines a class of container runtime supported in the cluster. The RuntimeClass is used to determine which container runtime is used to run all containers in a pod. RuntimeClasses are manually defined by a user or cluster provisioner, and referenced in the PodSpec. The Kubelet is responsible for resolving the RuntimeClassName reference before running the pod.  For more details, see https://kubernetes.io/docs/concepts/containers/runtime-class/öhandler≤
object Ü
æ

apiVersionØ"°APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources≤
string
–
handlerƒ"∂Handler specifies the underlying runtime and configuration that the CRI implementation will use to handle pods of this class. The possible values are specific to the node & CRI configuration.  It is assumed that all handlers are available on every node, and handlers of the same name are equivalent on every node. For example, a handler called "runc" might specify that the runc OCI runtime (using native Linux containers) will be used to run the containers in a pod. The Handler must be lowercase, conform to the DNS Label (RFC 1123) requirements, and is immutable.≤
string
π
kind∞"¢Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds≤
string
µ
metadata®
=#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta"gMore info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata
‚
overhead’
)#/definitions/io.k8s.api.node.v1.Overhead"ßOverhead represents the resource overhead associated with running a pod for a given RuntimeClass. For more details, see
 https://kubernetes.io/docs/concepts/scheduling-eviction/pod-overhead/
This field is in beta starting v1.18 and is only honored by servers that enable the PodOverhead feature.
ñ

schedulingá
+#/definitions/io.k8s.api.node.v1.Scheduling"◊Scheduling holds the scheduling constraints to ensure that pods running with this RuntimeClass are scheduled to nodes that support it. If scheduling is nil, this RuntimeClass is assumed to be supported by all nodes.˙]
x-kubernetes-group-version-kind:8- group: node.k8s.io
  kind: RuntimeClass
  version: v1

˚
io.k8s.api.core.v1.NodeAddressÿ"8NodeAddress contains information for the node's address.ötypeöaddress≤
object 
)
address"The node address.≤
string
R
typeJ"=Node address type, one of Hostname, ExternalIP or InternalIP.≤
string
õ

,io.k8s.api.core.v1.PersistentVolumeClaimListÍ	"CPersistentVolumeClaimList is a list of PersistentVolumeClaim items.öitems≤
object ™
æ

apiVersionØ"°APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources≤
string
ÿ
itemsŒ"ÑA list of persistent volume claims. More info: https://kubernetes.io/docs/concepts/storage/persistent-volumes#persistentvolumeclaims≤
array∫:
8
6#/definitions/io.k8s.api.core.v1.PersistentVolumeClaim
π
kind∞"¢Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds≤
string
œ
metadata¬
;#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.ListMeta"ÇStandard list metadata. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds˙a
x-kubernetes-group-version-kind><- kind: PersistentVolumeClaimList
  version: v1
  group: ""

û
*io.k8s.api.apps.v1.DaemonSetUpdateStrategyÔ"XDaemonSetUpdateStrategy is a struct used to control the update strategy for a DaemonSet.≤
object Ü
o
typeg"ZType of daemon set update. Can be "RollingUpdate" or "OnDelete". Default is RollingUpdate.≤
string
í
rollingUpdateÄ
7#/definitions/io.k8s.api.apps.v1.RollingUpdateDaemonSet"ERolling update config params. Present only if type = "RollingUpdate".
‰
,io.k8s.api.core.v1.CSIPersistentVolumeSource≥"RRepresents storage that is managed by an external CSI volume driver (Beta feature)ödriverövolumeHandle≤
object ∏
≠
controllerPublishSecretRefé
0#/definitions/io.k8s.api.core.v1.SecretReference"ŸControllerPublishSecretRef is a reference to the secret object containing sensitive information to pass to the CSI driver to complete the CSI ControllerPublishVolume and ControllerUnpublishVolume calls. This field is optional, and may be empty if no secret is required. If the secret object contains more than one secret, all secrets are passed.
≤
volumeHandle°"ìVolumeHandle is the unique volume name returned by the CSI volume plugin‚Äôs CreateVolume to refer to the volume on all subsequent calls. Required.≤
string
é
fsTypeÉ"vFilesystem type to mount. Must be a filesystem type supported by the host operating system. Ex. "ext4", "xfs", "ntfs".≤
string
ï
nodePublishSecretRef¸
0#/definitions/io.k8s.api.core.v1.SecretReference"«NodePublishSecretRef is a reference to the secret object containing sensitive information to pass to the CSI driver to complete the CSI NodePublishVolume and NodeUnpublishVolume calls. This field is optional, and may be empty if no secret is required. If the secret object contains more than one secret, all secrets are passed.
°
nodeStageSecretRefä
0#/definitions/io.k8s.api.core.v1.SecretReference"’NodeStageSecretRef is a reference to the secret object containing sensitive information to pass to the CSI driver to complete the CSI NodeStageVolume and NodeStageVolume and NodeUnstageVolume calls. This field is optional, and may be empty if no secret is required. If the secret object contains more than one secret, all secrets are passed.
x
readOnlyl"^Optional: The value to pass to ControllerPublishVolumeRequest. Defaults to false (read/write).≤	
boolean
U
volumeAttributesA"$Attributes of the volume to publish.™
≤
string≤
object
◊
controllerExpandSecretRefπ
0#/definitions/io.k8s.api.core.v1.SecretReference"ÑControllerExpandSecretRef is a reference to the secret object containing sensitive information to pass to the CSI driver to complete the CSI ControllerExpandVolume call. This is an alpha field and requires enabling ExpandCSIVolumes feature gate. This field is optional, and may be empty if no secret is required. If the secret object contains more than one secret, all secrets are passed.
Y
driverO"BDriver is the name of the driver to use for this volume. Required.≤
string
Ÿ
Bio.k8s.api.flowcontrol.v1beta1.PriorityLevelConfigurationConditioní"LPriorityLevelConfigurationCondition defines the condition of priority level.≤
object µ
g
message\"O`message` is a human-readable message indicating details about last transition.≤
string
l
reasonb"U`reason` is a unique, one-word, CamelCase reason for the condition's last transition.≤
string
f
status\"O`status` is the status of the condition. Can be True, False, Unknown. Required.≤
string
C
type;".`type` is the type of the condition. Required.≤
string
Æ
lastTransitionTimeó
7#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.Time"\`lastTransitionTime` is the last time the condition transitioned from one status to another.
ï
/io.k8s.api.storage.v1beta1.VolumeAttachmentSpec·"HVolumeAttachmentSpec is the specification of a VolumeAttachment request.öattacherösourceönodeName≤
object È
ó
attacherä"}Attacher indicates the name of the volume driver that MUST handle this request. This is the name returned by GetPluginName().≤
string
H
nodeName<"/The node that the volume should be attached to.≤
string
Ç
sourcex
?#/definitions/io.k8s.api.storage.v1beta1.VolumeAttachmentSource"5Source represents the volume that should be attached.
˚
%io.k8s.api.discovery.v1.EndpointSlice—"‹EndpointSlice represents a subset of the endpoints that implement a service. For a given service there may be multiple EndpointSlice objects, selected by labels, which must be joined to produce the full set of endpoints.öaddressTypeö	endpoints≤
object „

addressType‡"“addressType specifies the type of address carried by this EndpointSlice. All addresses in this slice must be the same type. This field is immutable after creation. The following address types are currently supported: * IPv4: Represents an IPv4 Address. * IPv6: Represents an IPv6 Address. * FQDN: Represents a Fully Qualified Domain Name.≤
string
æ

apiVersionØ"°APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources≤
string
ﬂ
	endpoints—"jendpoints is a list of unique endpoints in this slice. Each slice may include a maximum of 1000 endpoints.≤
array∫2
0
.#/definitions/io.k8s.api.discovery.v1.Endpoint˙#
x-kubernetes-list-type	atomic

π
kind∞"¢Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds≤
string
h
metadata\
=#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta"Standard object's metadata.
§
portsö"Æports specifies the list of network ports exposed by each endpoint in this slice. Each port must have a unique name. When ports is empty, it indicates that there are no defined ports. When a port is defined with a nil port value, it indicates "all ports". Each slice may include a maximum of 100 ports.≤
array∫6
4
2#/definitions/io.k8s.api.discovery.v1.EndpointPort˙#
x-kubernetes-list-type	atomic
˙c
x-kubernetes-group-version-kind@>- group: discovery.k8s.io
  kind: EndpointSlice
  version: v1

Â
'io.k8s.api.storage.v1beta1.TokenRequestπ"<TokenRequest contains parameters of a service account token.öaudience≤
object ·
»
expirationSeconds≤int64"úExpirationSeconds is the duration of validity of the token in "TokenRequestSpec". It has the same default value of "ExpirationSeconds" in "TokenRequestSpec"≤	
integer
ì
audienceÜ"yAudience is the intended audience of the token in "TokenRequestSpec". It will default to the audiences of kube apiserver.≤
string
Á
.io.k8s.api.core.v1.ISCSIPersistentVolumeSource¥"ÆISCSIPersistentVolumeSource represents an ISCSI disk. ISCSI volumes can only be mounted as read/write once. ISCSI volumes support ownership management and SELinux relabeling.ötargetPortalöiqnölun≤
object Ÿ
V
chapAuthDiscoveryA"3whether support iSCSI Discovery CHAP authentication≤	
boolean
µ
fsType™"úFilesystem type of the volume that you want to mount. Tip: Ensure that the filesystem type is supported by the host operating system. Examples: "ext4", "xfs", "ntfs". Implicitly inferred to be "ext4" if unspecified. More info: https://kubernetes.io/docs/concepts/storage/volumes#iscsi≤
string
‘
initiatorName¬"¥Custom iSCSI Initiator Name. If initiatorName is specified with iscsiInterface simultaneously, new iSCSI interface <target portal>:<volume name> will be created for the connection.≤
string
0
iqn)"Target iSCSI Qualified Name.≤
string
n
iscsiInterface\"OiSCSI Interface Name that uses an iSCSI transport. Defaults to 'default' (tcp).≤
string
4
lun-int32"iSCSI Target Lun number.≤	
integer
≥
portalsß"äiSCSI Target Portal List. The Portal is either an IP or ip_addr:port if the port is other than default (typically TCP ports 860 and 3260).≤
array∫
≤
string
k
readOnly_"QReadOnly here will force the ReadOnly setting in VolumeMounts. Defaults to false.≤	
boolean
z
	secretRefm
0#/definitions/io.k8s.api.core.v1.SecretReference"9CHAP Secret for iSCSI target and initiator authentication
§
targetPortalì"ÖiSCSI Target Portal. The Portal is either an IP or ip_addr:port if the port is other than default (typically TCP ports 860 and 3260).≤
string
R
chapAuthSession?"1whether support iSCSI Session CHAP authentication≤	
boolean
‚	
 io.k8s.api.core.v1.NamespaceListΩ	"&NamespaceList is a list of Namespaces.öitems≤
object ¶
æ

apiVersionØ"°APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources≤
string
‘
items "åItems is the list of Namespace objects in the list. More info: https://kubernetes.io/docs/concepts/overview/working-with-objects/namespaces/≤
array∫.
,
*#/definitions/io.k8s.api.core.v1.Namespace
π
kind∞"¢Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds≤
string
œ
metadata¬
;#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.ListMeta"ÇStandard list metadata. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds˙U
x-kubernetes-group-version-kind20- kind: NamespaceList
  version: v1
  group: ""

•	
0io.k8s.api.networking.v1.NetworkPolicyEgressRule"–NetworkPolicyEgressRule describes a particular set of traffic that is allowed out of pods matched by a NetworkPolicySpec's podSelector. The traffic must match both ports and to. This type is beta-level in 1.8≤
object é
Ø
ports•"ŸList of destination ports for outgoing traffic. Each item in this list is combined using a logical OR. If this field is empty or missing, this rule matches all ports (traffic not restricted by port). If this field is present and contains at least one item, then this rule allows traffic only if the traffic matches at least one port in the list.≤
array∫<
:
8#/definitions/io.k8s.api.networking.v1.NetworkPolicyPort
Ÿ
to“"ÜList of destinations for outgoing traffic of pods selected for this rule. Items in this list are combined using a logical OR operation. If this field is empty or missing, this rule matches all destinations (traffic not restricted by destination). If this field is present and contains at least one item, this rule allows traffic only if the traffic matches at least one item in the to list.≤
array∫<
:
8#/definitions/io.k8s.api.networking.v1.NetworkPolicyPeer
é
6io.k8s.api.authorization.v1.SelfSubjectRulesReviewSpecT≤
object F
D
	namespace7"*Namespace to evaluate rules for. Required.≤
string
˙
io.k8s.api.core.v1.NodeList⁄"ONodeList is the whole list of all Nodes which have been registered with master.öitems≤
object ü
œ
metadata¬
;#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.ListMeta"ÇStandard list metadata. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds
æ

apiVersionØ"°APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources≤
string
N
itemsE"List of nodes≤
array∫)
'
%#/definitions/io.k8s.api.core.v1.Node
π
kind∞"¢Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds≤
string˙P
x-kubernetes-group-version-kind-+- group: ""
  kind: NodeList
  version: v1

ï
$io.k8s.api.core.v1.LocalVolumeSourceÏ"LLocal represents directly-attached storage with node affinity (Beta feature)öpath≤
object à
Ä
fsTypeı"ÁFilesystem type to mount. It applies only when the Path is a block device. Must be a filesystem type supported by the host operating system. Ex. "ext4", "xfs", "ntfs". The default value is to auto-select a fileystem if unspecified.≤
string
Ç
pathz"mThe full path to the volume on the node. It can be either a directory or block device (disk, partition, ...).≤
string
›
)io.k8s.api.networking.v1beta1.IngressRuleØ"ÏIngressRule represents the rules mapping the paths under a specified host to the related backend services. Incoming requests are first evaluated for a host match, then routed to the backend associated with the matching IngressRuleValue.≤
object ±
‚

hostŸ
"À
Host is the fully qualified domain name of a network host, as defined by RFC 3986. Note the following deviations from the "host" part of the URI as defined in RFC 3986: 1. IPs are not allowed. Currently an IngressRuleValue can only apply to
   the IP in the Spec of the parent Ingress.
2. The `:` delimiter is not respected because ports are not allowed.
	  Currently the port of an Ingress is implicitly :80 for http and
	  :443 for https.
Both these may change in the future. Incoming requests are matched against the host before the IngressRuleValue. If the host is unspecified, the Ingress routes all traffic based on the specified IngressRuleValue.

Host can be "precise" which is a domain name without the terminating dot of a network host (e.g. "foo.bar.com") or "wildcard", which is a domain name prefixed with a single wildcard label (e.g. "*.foo.com"). The wildcard character '*' must appear by itself as the first DNS label and matches only a single label. You cannot have a wildcard label by itself (e.g. Host == "*"). Requests will be matched against the Host field in the following way: 1. If Host is precise, the request matches this rule if the http host header is equal to Host. 2. If Host is a wildcard, then the request matches this rule if the http host header is to equal to the suffix (removing the first label) of the wildcard rule.≤
string
J
httpB
@#/definitions/io.k8s.api.networking.v1beta1.HTTPIngressRuleValue
Ç	
 io.k8s.api.rbac.v1beta1.RoleList›"èRoleList is a collection of Roles Deprecated in v1.17 in favor of rbac.authorization.k8s.io/v1 RoleList, and will no longer be served in v1.22.öitems≤
object ≈
f
metadataZ
;#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.ListMeta"Standard object's metadata.
æ

apiVersionØ"°APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources≤
string
^
itemsU"Items is a list of Roles≤
array∫.
,
*#/definitions/io.k8s.api.rbac.v1beta1.Role
π
kind∞"¢Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds≤
string˙l
x-kubernetes-group-version-kindIG- group: rbac.authorization.k8s.io
  kind: RoleList
  version: v1beta1

é	
&io.k8s.api.storage.v1beta1.CSINodeList„"/CSINodeList is a collection of CSINode objects.öitems≤
object ¥
æ

apiVersionØ"°APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources≤
string
h
items_"items is the list of CSINode≤
array∫4
2
0#/definitions/io.k8s.api.storage.v1beta1.CSINode
π
kind∞"¢Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds≤
string
 
metadataΩ
;#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.ListMeta"~Standard list metadata More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata˙d
x-kubernetes-group-version-kindA?- kind: CSINodeList
  version: v1beta1
  group: storage.k8s.io

Õ
3io.k8s.api.authorization.v1.SubjectAccessReviewSpecï"¢SubjectAccessReviewSpec is a description of the access request.  Exactly one of ResourceAuthorizationAttributes and NonResourceAuthorizationAttributes must be set≤
object ·
™
nonResourceAttributesê
?#/definitions/io.k8s.api.authorization.v1.NonResourceAttributes"MNonResourceAttributes describes information for a non-resource access request
™
resourceAttributesì
<#/definitions/io.k8s.api.authorization.v1.ResourceAttributes"SResourceAuthorizationAttributes describes information for a resource access request
>
uid7"*UID information about the requesting user.≤
string
´
user¢"îUser is the user you're testing for. If you specify "User" but not "Groups", then is it interpreted as "What if User were not a member of any groups≤
string
∆
extraº"èExtra corresponds to the user.Info.GetExtra() method from the authenticator.  Since that is input to the authorizer it needs a reflection here.™
≤
array∫
≤
string≤
object
N
groupsD"(Groups is the groups you're testing for.≤
array∫
≤
string
Å
io.k8s.api.core.v1.EventSeriesﬁ"qEventSeries contain information on series of events, i.e. thing that was/is happening continuously for some time.≤
object ‹
`
countWint32"BNumber of occurrences in this series up to the last heartbeat time≤	
integer
x
lastObservedTimed
<#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.MicroTime"$Time of the last occurrence observed
“
)io.k8s.api.extensions.v1beta1.IngressSpec§";IngressSpec describes the Ingress the user wishes to exist.≤
object ÿ
∫
backendÆ
:#/definitions/io.k8s.api.extensions.v1beta1.IngressBackend"ÔA default backend capable of servicing requests that don't match any rule. At least one of 'backend' or 'rules' must be specified. This field is optional to allow the loadbalancer controller or defaulting logic to specify a global default.
¥
ingressClassNameü"ëIngressClassName is the name of the IngressClass cluster resource. The associated IngressClass defines which controller will implement the resource. This replaces the deprecated `kubernetes.io/ingress.class` annotation. For backwards compatibility, when that annotation is set, it must be given precedence over this field. The controller may emit a warning if the field and annotation have different values. Implementations of this API should ignore Ingresses without a class specified. An IngressClass resource may be marked as default, which can be used to set a default value for this field. For more information, refer to the IngressClass documentation.≤
string
ÿ
rulesŒ"ÉA list of host rules used to configure the Ingress. If unspecified, or no rule matches, all traffic is sent to the default backend.≤
array∫;
9
7#/definitions/io.k8s.api.extensions.v1beta1.IngressRule
Ü
tls˛"¥TLS configuration. Currently the Ingress only supports a single TLS port, 443. If multiple members of this list specify different hosts, they will be multiplexed on the same port according to the hostname specified through the SNI TLS extension, if the ingress controller fulfilling the ingress supports SNI.≤
array∫:
8
6#/definitions/io.k8s.api.extensions.v1beta1.IngressTLS
ß	
*io.k8s.api.networking.v1.NetworkPolicyList¯"5NetworkPolicyList is a list of NetworkPolicy objects.öitems≤
object ø
æ

apiVersionØ"°APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources≤
string
r
itemsi""Items is a list of schema objects.≤
array∫8
6
4#/definitions/io.k8s.api.networking.v1.NetworkPolicy
π
kind∞"¢Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds≤
string
À
metadataæ
;#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.ListMeta"Standard list metadata. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata˙h
x-kubernetes-group-version-kindEC- group: networking.k8s.io
  kind: NetworkPolicyList
  version: v1

“
=io.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1.JSONê"çJSON represents any valid JSON value. These types are supported: bool, int64, float64, string, []interface{}, map[string]interface{} and nil.
µ
2io.k8s.apimachinery.pkg.apis.meta.v1.LabelSelector˛"ÀA label selector is a label query over a set of resources. The result of matchLabels and matchExpressions are ANDed. An empty label selector matches all objects. A null label selector matches no objects.≤
object ¸
…
matchExpressions¥"VmatchExpressions is a list of label selector requirements. The requirements are ANDed.≤
array∫O
M
K#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.LabelSelectorRequirement
≠
matchLabelsù"ˇmatchLabels is a map of {key,value} pairs. A single {key,value} in the matchLabels map is equivalent to an element of matchExpressions, whose key field is "key", the operator is "In", and the values array contains only "value". The requirements are ANDed.™
≤
string≤
object˙"
x-kubernetes-map-type	atomic

ä
&io.k8s.api.core.v1.ResourceQuotaStatusﬂ"FResourceQuotaStatus defines the enforced hard limits and observed use.≤
object à
‡
hard◊"áHard is the set of enforced hard limits for each named resource. More info: https://kubernetes.io/docs/concepts/policy/resource-quotas/™?
=
;#/definitions/io.k8s.apimachinery.pkg.api.resource.Quantity≤
object
¢
usedô"JUsed is the current observed total usage of the resource in the namespace.™?
=
;#/definitions/io.k8s.apimachinery.pkg.api.resource.Quantity≤
object
⁄
*io.k8s.api.core.v1.WeightedPodAffinityTerm´"vThe weights of all of the matched WeightedPodAffinityTerm fields are added per-node to find the most preferred node(s)öweightöpodAffinityTerm≤
object â
u
weightkint32"Vweight associated with matching the corresponding podAffinityTerm, in the range 1-100.≤	
integer
è
podAffinityTerm|
0#/definitions/io.k8s.api.core.v1.PodAffinityTerm"HRequired. A pod affinity term, associated with the corresponding weight.
π
1io.k8s.api.flowcontrol.v1beta1.ResourcePolicyRuleÉ"†ResourcePolicyRule is a predicate that matches some resource requests, testing the request's verb and the target resource. A ResourcePolicyRule matches a resource request if and only if: (a) at least one member of verbs matches the request, (b) at least one member of apiGroups matches the request, (c) at least one member of resources matches the request, and (d) least one member of namespaces matches the request.överbsö	apiGroupsö	resources≤
object ±
¥
clusterScope£"î`clusterScope` indicates whether to match requests that do not specify a namespace (which happens either because the resource is not namespaced or the request targets all namespaces). If this field is omitted or false then the `namespaces` field must contain a non-empty list.≤	
boolean
˜

namespacesË"®`namespaces` is a list of target namespaces that restricts matches.  A request that specifies a target namespace matches only if either (a) this list contains that target namespace or (b) this list contains "*".  Note that "*" matches any specified namespace but does not match a request that _does not specify_ a namespace (see the `clusterScope` field for that). This list may be empty, but only if `clusterScope` is true.≤
array∫
≤
string˙ 
x-kubernetes-list-typeset

Õ
	resourcesø"ˇ`resources` is a list of matching resources (i.e., lowercase and plural) with, if desired, subresource.  For example, [ "services", "nodes/status" ].  This list may not be empty. "*" matches all resources and, if present, must be the only entry. Required.≤
array∫
≤
string˙ 
x-kubernetes-list-typeset

Ã
verbs¬"Ç`verbs` is a list of matching verbs and may not be empty. "*" matches all verbs and, if present, must be the only entry. Required.≤
array∫
≤
string˙ 
x-kubernetes-list-typeset

ﬁ
	apiGroups–"ê`apiGroups` is a list of matching API groups and may not be empty. "*" matches all API groups and, if present, must be the only entry. Required.≤
array∫
≤
string˙ 
x-kubernetes-list-typeset

˜	
-io.k8s.api.policy.v1beta1.PodDisruptionBudget≈	"hPodDisruptionBudget is an object to define the max disruption that can be caused to a collection of pods≤
object Â
æ

apiVersionØ"°APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources≤
string
π
kind∞"¢Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds≤
string
K
metadata?
=#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta
ç
specÑ
?#/definitions/io.k8s.api.policy.v1beta1.PodDisruptionBudgetSpec"ASpecification of the desired behavior of the PodDisruptionBudget.
à
status~
A#/definitions/io.k8s.api.policy.v1beta1.PodDisruptionBudgetStatus"9Most recently observed status of the PodDisruptionBudget.˙d
x-kubernetes-group-version-kindA?- group: policy
  kind: PodDisruptionBudget
  version: v1beta1

Ö,
:io.k8s.api.admissionregistration.v1beta1.ValidatingWebhook∆+"`ValidatingWebhook describes an admission webhook and the resources and operations it applies to.önameöclientConfig≤
object ø*
È
objectSelector÷
@#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.LabelSelector"ëObjectSelector decides whether to run the webhook based on if the object has matching labels. objectSelector is evaluated against both the oldObject and newObject that would be sent to the webhook, and is considered to match if either object matches the selector. A null object (oldObject in the case of create, or newObject in the case of delete) or an object that cannot have labels (like a DeploymentRollback or a PodProxyOptions object) is not considered to match. Use the object selector only if the webhook is opt-in, because end users may skip the admission webhook by setting the labels. Default to the empty LabelSelector, which matches everything.
Ó
rules‰"áRules describes what operations on what resources/subresources the webhook cares about. The webhook cares about an operation if it matches _any_ Rule. However, in order to prevent ValidatingAdmissionWebhooks and MutatingAdmissionWebhooks from putting the cluster in a state which cannot be recovered from without completely disabling the plugin, ValidatingAdmissionWebhooks and MutatingAdmissionWebhooks are never called on admission requests for ValidatingWebhookConfiguration and MutatingWebhookConfiguration objects.≤
array∫M
K
I#/definitions/io.k8s.api.admissionregistration.v1beta1.RuleWithOperations
ú
timeoutSecondsâint32"ÛTimeoutSeconds specifies the timeout for this webhook. After the timeout passes, the webhook call will be ignored or the API call will fail based on the failure policy. The timeout value must be between 1 and 30 seconds. Default to 30 seconds.≤	
integer
∞
admissionReviewVersionsî"˜AdmissionReviewVersions is an ordered list of preferred `AdmissionReview` versions the Webhook expects. API server will try to use first version in the list which it supports. If none of the versions specified in this list supported by API server, validation will fail for this object. If a persisted webhook configuration specifies allowed versions and does not include any versions known to the API Server, calls to the webhook will fail and be subject to the failure policy. Default to `['v1beta1']`.≤
array∫
≤
string
û
clientConfigç
J#/definitions/io.k8s.api.admissionregistration.v1beta1.WebhookClientConfig"?ClientConfig defines how to communicate with the hook. Required
ó
matchPolicyá"˘matchPolicy defines how the "rules" list is used to match incoming requests. Allowed values are "Exact" or "Equivalent".

- Exact: match a request only if it exactly matches a specified rule. For example, if deployments can be modified via apps/v1, apps/v1beta1, and extensions/v1beta1, but "rules" only included `apiGroups:["apps"], apiVersions:["v1"], resources: ["deployments"]`, a request to apps/v1beta1 or extensions/v1beta1 would not be sent to the webhook.

- Equivalent: match a request if modifies a resource listed in rules, even via another API group or version. For example, if deployments can be modified via apps/v1, apps/v1beta1, and extensions/v1beta1, and "rules" only included `apiGroups:["apps"], apiVersions:["v1"], resources: ["deployments"]`, a request to apps/v1beta1 or extensions/v1beta1 would be converted to apps/v1 and sent to the webhook.

Defaults to "Exact"≤
string
ÿ
sideEffects»"∫SideEffects states whether this webhook has side effects. Acceptable values are: Unknown, None, Some, NoneOnDryRun Webhooks with side effects MUST implement a reconciliation system, since a request may be rejected by a future step in the admission chain and the side effects therefore need to be undone. Requests with the dryRun attribute will be auto-rejected if they match a webhook with sideEffects == Unknown or Some. Defaults to Unknown.≤
string
Æ
failurePolicyú"éFailurePolicy defines how unrecognized errors from the admission endpoint are handled - allowed values are Ignore or Fail. Defaults to Ignore.≤
string
Á
nameﬁ"–The name of the admission webhook. Name should be fully qualified, e.g., imagepolicy.kubernetes.io, where "imagepolicy" is the name of the webhook, and kubernetes.io is the name of the organization. Required.≤
string
‹	
namespaceSelector∆	
@#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.LabelSelector"Å	NamespaceSelector decides whether to run the webhook on an object based on whether the namespace for that object matches the selector. If the object itself is a namespace, the matching is performed on object.metadata.labels. If the object is another cluster scoped resource, it never skips the webhook.

For example, to run the webhook on any objects whose namespace is not associated with "runlevel" of "0" or "1";  you will set the selector as follows: "namespaceSelector": {
  "matchExpressions": [
    {
      "key": "runlevel",
      "operator": "NotIn",
      "values": [
        "0",
        "1"
      ]
    }
  ]
}

If instead you want to only run the webhook on any objects whose namespace is associated with the "environment" of "prod" or "staging"; you will set the selector as follows: "namespaceSelector": {
  "matchExpressions": [
    {
      "key": "environment",
      "operator": "In",
      "values": [
        "prod",
        "staging"
      ]
    }
  ]
}

See https://kubernetes.io/docs/concepts/overview/working-with-objects/labels for more examples of label selectors.

Default to the empty LabelSelector, which matches everything.
Ö	
$io.k8s.api.coordination.v1.LeaseList‹"%LeaseList is a list of Lease objects.öitems≤
object π
æ

apiVersionØ"°APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources≤
string
l
itemsc""Items is a list of schema objects.≤
array∫2
0
.#/definitions/io.k8s.api.coordination.v1.Lease
π
kind∞"¢Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds≤
string
À
metadataæ
;#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.ListMeta"Standard list metadata. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata˙b
x-kubernetes-group-version-kind?=- version: v1
  group: coordination.k8s.io
  kind: LeaseList

´	
io.k8s.api.core.v1.SecretListâ	"SecretList is a list of Secret.öitems≤
object ¸
æ

apiVersionØ"°APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources≤
string
™
items†"fItems is a list of secret objects. More info: https://kubernetes.io/docs/concepts/configuration/secret≤
array∫+
)
'#/definitions/io.k8s.api.core.v1.Secret
π
kind∞"¢Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds≤
string
œ
metadata¬
;#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.ListMeta"ÇStandard list metadata. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds˙R
x-kubernetes-group-version-kind/-- group: ""
  kind: SecretList
  version: v1

ê	
#io.k8s.api.node.v1.RuntimeClassListË"3RuntimeClassList is a list of RuntimeClass objects.öitems≤
object ∏
æ

apiVersionØ"°APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources≤
string
k
itemsb""Items is a list of schema objects.≤
array∫1
/
-#/definitions/io.k8s.api.node.v1.RuntimeClass
π
kind∞"¢Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds≤
string
À
metadataæ
;#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.ListMeta"Standard list metadata. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata˙a
x-kubernetes-group-version-kind><- group: node.k8s.io
  kind: RuntimeClassList
  version: v1

ü
3io.k8s.api.autoscaling.v2beta1.ExternalMetricStatusÁ"nExternalMetricStatus indicates the current value of a global metric not associated with any Kubernetes object.ö
metricNameöcurrentValue≤
object Ã
é
currentValue~
;#/definitions/io.k8s.apimachinery.pkg.api.resource.Quantity"?currentValue is the current value of the metric (as a quantity)
d

metricNameV"ImetricName is the name of a metric used for autoscaling in metric system.≤
string
ß
metricSelectorî
@#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.LabelSelector"PmetricSelector is used to identify a specific time series within a given metric.
®
currentAverageValueê
;#/definitions/io.k8s.apimachinery.pkg.api.resource.Quantity"QcurrentAverageValue is the current value of metric averaged over autoscaled pods.
Ï
+io.k8s.api.autoscaling.v2beta2.MetricStatusº">MetricStatus describes the last-read state of a single metric.ötype≤
object Ê
À
containerResourceµ
J#/definitions/io.k8s.api.autoscaling.v2beta2.ContainerResourceMetricStatus"Êcontainer resource refers to a resource metric (such as those specified in requests and limits) known to Kubernetes describing a single container in each pod in the current scale target (e.g. CPU or memory). Such metrics are built in to Kubernetes, and have special scaling options on top of those available to normal per-pod metrics using the "pods" source.
Ù
externalÁ
A#/definitions/io.k8s.api.autoscaling.v2beta2.ExternalMetricStatus"°external refers to a global metric that is not associated with any Kubernetes object. It allows autoscaling based on information coming from components running outside of cluster (for example length of queue in cloud messaging service, or QPS from loadbalancer running outside of cluster).
¬
object∑
?#/definitions/io.k8s.api.autoscaling.v2beta2.ObjectMetricStatus"tobject refers to a metric describing a single kubernetes object (for example, hits-per-second on an Ingress object).
ï
podså
=#/definitions/io.k8s.api.autoscaling.v2beta2.PodsMetricStatus" pods refers to a metric describing each pod in the current scale target (for example, transactions-processed-per-second).  The values will be averaged together before being compared to the target value.
ô
resourceå
A#/definitions/io.k8s.api.autoscaling.v2beta2.ResourceMetricStatus"∆resource refers to a resource metric (such as those specified in requests and limits) known to Kubernetes describing each pod in the current scale target (e.g. CPU or memory). Such metrics are built in to Kubernetes, and have special scaling options on top of those available to normal per-pod metrics using the "pods" source.
•
typeú"étype is the type of metric source.  It will be one of "ContainerResource", "External", "Object", "Pods" or "Resource", each corresponds to a matching field in the object. Note: "ContainerResource" type is available on when the feature-gate HPAContainerMetrics is enabled≤
string
Ó
#io.k8s.api.core.v1.FlexVolumeSource∆"hFlexVolume represents a generic volume resource that is provisioned/attached using an exec based plugin.ödriver≤
object ƒ
ƒ
fsTypeπ"´Filesystem type to mount. Must be a filesystem type supported by the host operating system. Ex. "ext4", "xfs", "ntfs". The default filesystem depends on FlexVolume script.≤
string
O
optionsD"'Optional: Extra command options if any.™
≤
string≤
object
Ç
readOnlyv"hOptional: Defaults to false (read/write). ReadOnly here will force the ReadOnly setting in VolumeMounts.≤	
boolean
”
	secretRef≈
5#/definitions/io.k8s.api.core.v1.LocalObjectReference"ãOptional: SecretRef is reference to the secret object containing sensitive information to pass to the plugin scripts. This may be empty if no secret object is specified. If the secret object contains more than one secret, all secrets are passed to the plugin scripts.
O
driverE"8Driver is the name of the driver to use for this volume.≤
string
•
?io.k8s.api.flowcontrol.v1beta1.PriorityLevelConfigurationStatus·"VPriorityLevelConfigurationStatus represents the current state of a "request-priority".≤
object ˙
˜

conditionsË"8`conditions` is the current state of "request-priority".≤
array∫T
R
P#/definitions/io.k8s.api.flowcontrol.v1beta1.PriorityLevelConfigurationCondition˙'
x-kubernetes-list-map-keys	- type
˙ 
x-kubernetes-list-typemap

å
%io.k8s.api.rbac.v1.ClusterRoleBinding‚
"üClusterRoleBinding references a ClusterRole, but not contain it.  It can reference a ClusterRole in the global namespace, and adds who information via Subject.öroleRef≤
object ≥
æ

apiVersionØ"°APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources≤
string
π
kind∞"¢Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds≤
string
h
metadata\
=#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta"Standard object's metadata.
¬
roleRef∂
(#/definitions/io.k8s.api.rbac.v1.RoleRef"âRoleRef can only reference a ClusterRole in the global namespace. If the RoleRef cannot be resolved, the Authorizer must return an error.
Ñ
subjectsx"=Subjects holds references to the objects the role applies to.≤
array∫,
*
(#/definitions/io.k8s.api.rbac.v1.Subject˙q
x-kubernetes-group-version-kindNL- group: rbac.authorization.k8s.io
  kind: ClusterRoleBinding
  version: v1

˝

io.k8s.api.rbac.v1.PolicyRule€
"°PolicyRule holds information that describes a policy rule, but does not contain information about who the rule applies to or which namespace the rule applies to.överbs≤
object †	
Û
	apiGroupsÂ"»APIGroups is the name of the APIGroup that contains the resources.  If multiple API groups are specified, any action requested against one of the enumerated resources in any API group will be allowed.≤
array∫
≤
string
º
nonResourceURLs®"ãNonResourceURLs is a set of partial urls that a user should have access to.  *s are allowed, but only as the full, final step in the path Since non-resource URLs are not namespaced, this field is only applicable for ClusterRoles referenced from a ClusterRoleBinding. Rules can either apply to API resources (such as "pods" or "secrets") or non-resource URL paths (such as "/api"),  but not both.≤
array∫
≤
string
®
resourceNamesñ"zResourceNames is an optional white list of names that the rule applies to.  An empty set means that everything is allowed.≤
array∫
≤
string
Ü
	resourcesy"]Resources is a list of resources this rule applies to.  ResourceAll represents all resources.≤
array∫
≤
string
¥
verbs™"çVerbs is a list of Verbs that apply to ALL the ResourceKinds and AttributeRestrictions contained in this rule.  VerbAll represents all kinds.≤
array∫
≤
string
‡
7io.k8s.api.authorization.v1beta1.SelfSubjectRulesReview§"àSelfSubjectRulesReview enumerates the set of actions the current user can perform within a namespace. The returned list of actions may be incomplete depending on the server's authorization mode, and any errors experienced during the evaluation. SelfSubjectRulesReview should be used by UIs to show/hide actions, or to quickly let an end user reason about their permissions. It should NOT Be used by external systems to drive authorization decisions as this raises confused deputy, cache lifetime/revocation, and correctness concerns. SubjectAccessReview, and LocalAccessReview are the correct way to defer authorization decisions to the API server.öspec≤
object ã
æ

apiVersionØ"°APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources≤
string
π
kind∞"¢Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds≤
string
K
metadata?
=#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta
è
specÜ
I#/definitions/io.k8s.api.authorization.v1beta1.SelfSubjectRulesReviewSpec"9Spec holds information about the request being evaluated.
¨
status°
G#/definitions/io.k8s.api.authorization.v1beta1.SubjectRulesReviewStatus"VStatus is filled in by the server and indicates the set of actions a user can perform.˙u
x-kubernetes-group-version-kindRP- group: authorization.k8s.io
  kind: SelfSubjectRulesReview
  version: v1beta1

¬
io.k8s.api.autoscaling.v1.Scaleû"2Scale represents a scaling request for a resource.≤
object Ç

π
kind∞"¢Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds≤
string
—
metadataƒ
=#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta"ÇStandard object metadata; More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata.
—
spec»
1#/definitions/io.k8s.api.autoscaling.v1.ScaleSpec"ídefines the behavior of the scale. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#spec-and-status.
⁄
statusœ
3#/definitions/io.k8s.api.autoscaling.v1.ScaleStatus"ócurrent status of the scale. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#spec-and-status. Read-only.
æ

apiVersionØ"°APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources≤
string˙V
x-kubernetes-group-version-kind31- group: autoscaling
  kind: Scale
  version: v1

Ë
Iio.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1.ServiceReferenceö";ServiceReference holds a reference to Service.legacy.k8s.ioö	namespaceöname≤
object ª
>
name6")name is the name of the service. Required≤
string
M
	namespace@"3namespace is the namespace of the service. Required≤
string
Y
pathQ"Dpath is an optional URL path at which the webhook will be contacted.≤
string
Œ
port≈int32"Øport is an optional service port at which the webhook will be contacted. `port` should be a valid port number (1-65535, inclusive). Defaults to 443 for backward compatibility.≤	
integer
“
Cio.k8s.kube-aggregator.pkg.apis.apiregistration.v1.ServiceReferenceä";ServiceReference holds a reference to Service.legacy.k8s.io≤
object æ
4
name,"Name is the name of the service≤
string
C
	namespace6")Namespace is the namespace of the service≤
string
¿
port∑int32"°If specified, the port on the service that hosting webhook. Default to 443 for backward compatibility. `port` should be a valid port number (1-65535, inclusive).≤	
integer
æ	
-io.k8s.api.authentication.v1.TokenRequestSpecå	"HTokenRequestSpec contains client provided parameters of a token request.ö	audiences≤
object ß
ï
	audiencesá"ÍAudiences are the intendend audiences of the token. A recipient of a token must identitfy themself with an identifier in the list of audiences of the token, and otherwise should reject the token. A token issued for multiple audiences may be used to authenticate against any of the audiences listed but implies a high degree of trust between the target audiences.≤
array∫
≤
string
é
boundObjectRef˚
?#/definitions/io.k8s.api.authentication.v1.BoundObjectReference"∑BoundObjectRef is a reference to an object that the token will be bound to. The token will only be valid for as long as the bound object exists. NOTE: The API server's TokenReview endpoint will validate the BoundObjectRef, but other audiences may not. Keep ExpirationSeconds small if you want prompt revocation.
˚
expirationSecondsÂint64"œExpirationSeconds is the requested duration of validity of the request. The token issuer may return a token with a different validity duration so a client needs to check the 'expiration' field in a response.≤	
integer
Ê
8io.k8s.api.networking.v1.IngressClassParametersReference©"}IngressClassParametersReference identifies an API object. This can be used to specify a cluster or namespace-scoped resource.ökindöname≤
object ç
¬
	namespace¥"¶Namespace is the namespace of the resource being referenced. This field is required when scope is set to "Namespace" and must be unset when scope is set to "Cluster".≤
string
ﬁ
scope‘"∆Scope represents if this refers to a cluster or namespace scoped resource. This may be set to "Cluster" (default) or "Namespace". Field can be enabled with IngressClassNamespacedParams feature gate.≤
string
⁄
apiGroupÕ"øAPIGroup is the group for the resource being referenced. If APIGroup is not specified, the specified Kind must be in the core API group. For any other third-party types, APIGroup is required.≤
string
C
kind;".Kind is the type of resource being referenced.≤
string
C
name;".Name is the name of resource being referenced.≤
string
Å
io.k8s.api.core.v1.Probe‰"ÄProbe describes a health check to be performed against a container to determine whether it is alive or ready to receive traffic.≤
object “
ë
execà
+#/definitions/io.k8s.api.core.v1.ExecAction"YOne and only one of the following should be specified. Exec specifies the action to take.
ß
failureThresholdíint32"}Minimum consecutive failures for the probe to be considered failed after having succeeded. Defaults to 3. Minimum value is 1.≤	
integer
k
httpGet`
.#/definitions/io.k8s.api.core.v1.HTTPGetAction".HTTPGet specifies the http request to perform.
}
periodSecondslint32"WHow often (in seconds) to perform the probe. Default to 10 seconds. Minimum value is 1.≤	
integer
‚
timeoutSecondsœint32"πNumber of seconds after which the probe times out. Defaults to 1 second. Minimum value is 1. More info: https://kubernetes.io/docs/concepts/workloads/pods/pod-lifecycle#container-probes≤	
integer
‚
initialDelaySeconds int32"¥Number of seconds after the container has started before liveness probes are initiated. More info: https://kubernetes.io/docs/concepts/workloads/pods/pod-lifecycle#container-probes≤	
integer
Œ
successThresholdπint32"£Minimum consecutive successes for the probe to be considered successful after having failed. Defaults to 1. Must be 1 for liveness and startup. Minimum value is 1.≤	
integer
ë
	tcpSocketÉ
0#/definitions/io.k8s.api.core.v1.TCPSocketAction"OTCPSocket specifies an action involving a TCP port. TCP hooks not yet supported
ˆ
terminationGracePeriodSeconds‘int64"æOptional duration in seconds the pod needs to terminate gracefully upon probe failure. The grace period is the duration in seconds after the processes running in the pod are sent a termination signal and the time when the processes are forcibly halted with a kill signal. Set this value longer than the expected cleanup time for your process. If this value is nil, the pod's terminationGracePeriodSeconds will be used. Otherwise, this value overrides the value provided by the pod spec. Value must be non-negative integer. The value zero indicates stop immediately via the kill signal (no opportunity to shut down). This is an alpha field and requires enabling ProbeTerminationGracePeriod feature gate.≤	
integer
‹
,io.k8s.api.storage.v1.VolumeAttachmentStatus´"CVolumeAttachmentStatus is the status of a VolumeAttachment request.öattached≤
object Ã
Ê
attachError÷
/#/definitions/io.k8s.api.storage.v1.VolumeError"¢The last error encountered during attach operation, if any. This field must only be set by the entity completing the attach operation, i.e. the external-attacher.
±
attached§"ïIndicates the volume is successfully attached. This field must only be set by the entity completing the attach operation, i.e. the external-attacher.≤	
boolean
√
attachmentMetadata¨"éUpon successful attach, this field is populated with any information returned by the attach operation that must be passed into subsequent WaitForAttach or Mount calls. This field must only be set by the entity completing the attach operation, i.e. the external-attacher.™
≤
string≤
object
Ê
detachError÷
/#/definitions/io.k8s.api.storage.v1.VolumeError"¢The last error encountered during detach operation, if any. This field must only be set by the entity completing the detach operation, i.e. the external-attacher.
â
'io.k8s.api.core.v1.HostPathVolumeSource›"vRepresents a host path mapped into a pod. Host path volumes do not support ownership management or SELinux relabeling.öpath≤
object œ
≈
pathº"ÆPath of the directory on the host. If the path is a symlink, it will follow the link to the real path. More info: https://kubernetes.io/docs/concepts/storage/volumes#hostpath≤
string
Ñ
type|"oType for HostPath Volume Defaults to "" More info: https://kubernetes.io/docs/concepts/storage/volumes#hostpath≤
string
∆
$io.k8s.api.core.v1.ISCSIVolumeSourceù"íRepresents an ISCSI disk. ISCSI volumes can only be mounted as read/write once. ISCSI volumes support ownership management and SELinux relabeling.ötargetPortalöiqnölun≤
object ﬁ
n
iscsiInterface\"OiSCSI Interface Name that uses an iSCSI transport. Defaults to 'default' (tcp).≤
string
4
lun-int32"iSCSI Target Lun number.≤	
integer

	secretRefr
5#/definitions/io.k8s.api.core.v1.LocalObjectReference"9CHAP Secret for iSCSI target and initiator authentication
0
iqn)"Target iSCSI Qualified Name.≤
string
≥
portalsß"äiSCSI Target Portal List. The portal is either an IP or ip_addr:port if the port is other than default (typically TCP ports 860 and 3260).≤
array∫
≤
string
k
readOnly_"QReadOnly here will force the ReadOnly setting in VolumeMounts. Defaults to false.≤	
boolean
§
targetPortalì"ÖiSCSI Target Portal. The Portal is either an IP or ip_addr:port if the port is other than default (typically TCP ports 860 and 3260).≤
string
V
chapAuthDiscoveryA"3whether support iSCSI Discovery CHAP authentication≤	
boolean
R
chapAuthSession?"1whether support iSCSI Session CHAP authentication≤	
boolean
µ
fsType™"úFilesystem type of the volume that you want to mount. Tip: Ensure that the filesystem type is supported by the host operating system. Examples: "ext4", "xfs", "ntfs". Implicitly inferred to be "ext4" if unspecified. More info: https://kubernetes.io/docs/concepts/storage/volumes#iscsi≤
string
‘
initiatorName¬"¥Custom iSCSI Initiator Name. If initiatorName is specified with iscsiInterface simultaneously, new iSCSI interface <target portal>:<volume name> will be created for the connection.≤
string
ñ
'io.k8s.api.core.v1.PortworxVolumeSourceÍ";PortworxVolumeSource represents a Portworx volume resource.övolumeID≤
object ì
Õ
fsType¬"¥FSType represents the filesystem type to mount Must be a filesystem type supported by the host operating system. Ex. "ext4", "xfs". Implicitly inferred to be "ext4" if unspecified.≤
string
x
readOnlyl"^Defaults to false (read/write). ReadOnly here will force the ReadOnly setting in VolumeMounts.≤	
boolean
G
volumeID;".VolumeID uniquely identifies a Portworx volume≤
string
¨
@io.k8s.api.admissionregistration.v1.MutatingWebhookConfigurationÁ
"ÇMutatingWebhookConfiguration describes the configuration of and admission webhook that accept or reject and may change the object.≤
object “
π
kind∞"¢Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds≤
string
—
metadataƒ
=#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta"ÇStandard object metadata; More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata.
˛
webhooksÒ"IWebhooks is a list of webhooks and the affected resources and operations.≤
array∫E
C
A#/definitions/io.k8s.api.admissionregistration.v1.MutatingWebhook˙'
x-kubernetes-patch-strategymerge
˙'
x-kubernetes-patch-merge-keyname

æ

apiVersionØ"°APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources≤
string˙~
x-kubernetes-group-version-kind[Y- group: admissionregistration.k8s.io
  kind: MutatingWebhookConfiguration
  version: v1

º
)io.k8s.api.coordination.v1beta1.LeaseSpecé"(LeaseSpec is a specification of a Lease.≤
object ’
e
holderIdentityS"FholderIdentity contains the identity of the holder of a current lease.≤
string
»
leaseDurationSecondsØint32"ôleaseDurationSeconds is a duration that candidates for a lease need to wait to force acquire it. This is measure against time of last observed RenewTime.≤	
integer
r
leaseTransitions^int32"IleaseTransitions is the number of transitions of a lease between holders.≤	
integer
†
	renewTimeí
<#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.MicroTime"RrenewTime is a time when the current holder of a lease has last updated the lease.
â
acquireTimez
<#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.MicroTime":acquireTime is a time when the current lease was acquired.
∏
,io.k8s.api.apps.v1.StatefulSetUpdateStrategyá"œStatefulSetUpdateStrategy indicates the strategy that the StatefulSet controller will use to perform updates. It includes any additional parameters necessary to perform the update for the indicated strategy.≤
object ¶
π
rollingUpdateß
A#/definitions/io.k8s.api.apps.v1.RollingUpdateStatefulSetStrategy"bRollingUpdate is used to communicate parameters when Type is RollingUpdateStatefulSetStrategyType.
h
type`"SType indicates the type of the StatefulSetUpdateStrategy. Default is RollingUpdate.≤
string
≤
=io.k8s.api.certificates.v1beta1.CertificateSigningRequestSpec"æThis information is immutable after the request is created. Only the Request and Usages fields can be set on creation, other fields are derived by Kubernetes and cannot be modified by users.örequest≤
object ñ
§
usagesô"÷allowedUsages specifies a set of usage contexts the key will be valid for. See: https://tools.ietf.org/html/rfc5280#section-4.2.1.3
     https://tools.ietf.org/html/rfc5280#section-4.2.1.12
Valid values are:
 "signing",
 "digital signature",
 "content commitment",
 "key encipherment",
 "key agreement",
 "data encipherment",
 "cert sign",
 "crl sign",
 "encipher only",
 "decipher only",
 "any",
 "server auth",
 "client auth",
 "code signing",
 "email protection",
 "s/mime",
 "ipsec end system",
 "ipsec tunnel",
 "ipsec user",
 "timestamping",
 "ocsp signing",
 "microsoft sgc",
 "netscape sgc"≤
array∫
≤
string˙#
x-kubernetes-list-type	atomic

d
usernameX"KInformation about the requesting user. See user.Info interface for details.≤
string
Ü
extra}"QExtra information about the requesting user. See user.Info interface for details.™
≤
array∫
≤
string≤
object
û
groupsì"QGroup information about the requesting user. See user.Info interface for details.≤
array∫
≤
string˙#
x-kubernetes-list-type	atomic

c
requestXbyte"Base64-encoded PKCS#10 CSR data≤
string˙#
x-kubernetes-list-type	atomic

í

signerNameÉ"ıRequested signer for the request. It is a qualified name in the form: `scope-hostname.io/name`. If empty, it will be defaulted:
 1. If it's a kubelet client certificate, it is assigned
    "kubernetes.io/kube-apiserver-client-kubelet".
 2. If it's a kubelet serving certificate, it is assigned
    "kubernetes.io/kubelet-serving".
 3. Otherwise, it is assigned "kubernetes.io/legacy-unknown".
Distribution of trust for signers happens out of band. You can select on this field using `spec.signerName`.≤
string
c
uid\"OUID information about the requesting user. See user.Info interface for details.≤
string
ı
#io.k8s.api.core.v1.VolumeProjectionÕ"HProjection that may be projected along with other supported volume types≤
object Ù
í
serviceAccountToken{
>#/definitions/io.k8s.api.core.v1.ServiceAccountTokenProjection"9information about the serviceAccountToken data to project
t
	configMapg
4#/definitions/io.k8s.api.core.v1.ConfigMapProjection"/information about the configMap data to project
z
downwardAPIk
6#/definitions/io.k8s.api.core.v1.DownwardAPIProjection"1information about the downwardAPI data to project
k
secreta
1#/definitions/io.k8s.api.core.v1.SecretProjection",information about the secret data to project
π
Eio.k8s.api.admissionregistration.v1beta1.MutatingWebhookConfigurationÔ"ˇMutatingWebhookConfiguration describes the configuration of and admission webhook that accept or reject and may change the object. Deprecated in v1.16, planned for removal in v1.19. Use admissionregistration.k8s.io/v1 MutatingWebhookConfiguration instead.≤
object ◊
æ

apiVersionØ"°APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources≤
string
π
kind∞"¢Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds≤
string
—
metadataƒ
=#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta"ÇStandard object metadata; More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata.
É
webhooksˆ"IWebhooks is a list of webhooks and the affected resources and operations.≤
array∫J
H
F#/definitions/io.k8s.api.admissionregistration.v1beta1.MutatingWebhook˙'
x-kubernetes-patch-merge-keyname
˙'
x-kubernetes-patch-strategymerge
˙É
x-kubernetes-group-version-kind`^- group: admissionregistration.k8s.io
  kind: MutatingWebhookConfiguration
  version: v1beta1

»
Gio.k8s.api.admissionregistration.v1beta1.ValidatingWebhookConfiguration¸"àValidatingWebhookConfiguration describes the configuration of and admission webhook that accept or reject and object without changing it. Deprecated in v1.16, planned for removal in v1.19. Use admissionregistration.k8s.io/v1 ValidatingWebhookConfiguration instead.≤
object Ÿ
æ

apiVersionØ"°APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources≤
string
π
kind∞"¢Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds≤
string
—
metadataƒ
=#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta"ÇStandard object metadata; More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata.
Ö
webhooks¯"IWebhooks is a list of webhooks and the affected resources and operations.≤
array∫L
J
H#/definitions/io.k8s.api.admissionregistration.v1beta1.ValidatingWebhook˙'
x-kubernetes-patch-strategymerge
˙'
x-kubernetes-patch-merge-keyname
˙Ö
x-kubernetes-group-version-kindb`- version: v1beta1
  group: admissionregistration.k8s.io
  kind: ValidatingWebhookConfiguration

©	
+io.k8s.api.storage.v1beta1.StorageClassList˘"4StorageClassList is a collection of storage classes.öitems≤
object ¿
 
metadataΩ
;#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.ListMeta"~Standard list metadata More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata
æ

apiVersionØ"°APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources≤
string
t
itemsk"#Items is the list of StorageClasses≤
array∫9
7
5#/definitions/io.k8s.api.storage.v1beta1.StorageClass
π
kind∞"¢Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds≤
string˙i
x-kubernetes-group-version-kindFD- group: storage.k8s.io
  kind: StorageClassList
  version: v1beta1

¥

Bio.k8s.kube-aggregator.pkg.apis.apiregistration.v1beta1.APIServiceÌ	"[APIService represents a server for a particular GroupVersion. Name must be "version.group".≤
object ì
æ

apiVersionØ"°APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources≤
string
π
kind∞"¢Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds≤
string
K
metadata?
=#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta
ß
specû
T#/definitions/io.k8s.kube-aggregator.pkg.apis.apiregistration.v1beta1.APIServiceSpec"FSpec contains information for locating and communicating with a server
ú
statusë
V#/definitions/io.k8s.kube-aggregator.pkg.apis.apiregistration.v1beta1.APIServiceStatus"7Status contains derived information about an API server˙k
x-kubernetes-group-version-kindHF- group: apiregistration.k8s.io
  kind: APIService
  version: v1beta1

±
3io.k8s.api.autoscaling.v2beta2.ExternalMetricSource˘"–ExternalMetricSource indicates how to scale on a metric not associated with any Kubernetes object (for example length of queue in cloud messaging service, or QPS from loadbalancer running outside of cluster).ömetricötarget≤
object Ö
É
metricy
=#/definitions/io.k8s.api.autoscaling.v2beta2.MetricIdentifier"8metric identifies the target metric by name and selector
}
targets
9#/definitions/io.k8s.api.autoscaling.v2beta2.MetricTarget"6target specifies the target value for the given metric
é

*io.k8s.api.networking.v1.NetworkPolicyPeerﬂ	"lNetworkPolicyPeer describes a peer to allow traffic to/from. Only certain combinations of fields are allowed≤
object ‚
´
ipBlockü
.#/definitions/io.k8s.api.networking.v1.IPBlock"mIPBlock defines policy on a particular IPBlock. If this field is set then neither of the other fields can be.
⁄
namespaceSelectorƒ
@#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.LabelSelector"ˇSelects Namespaces using cluster-scoped labels. This field follows standard label selector semantics; if present but empty, it selects all namespaces.

If PodSelector is also set, then the NetworkPolicyPeer as a whole selects the Pods matching PodSelector in the Namespaces selected by NamespaceSelector. Otherwise it selects all Pods in the Namespaces selected by NamespaceSelector.
‘
podSelectorƒ
@#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.LabelSelector"ˇThis is a label selector which selects Pods. This field follows standard label selector semantics; if present but empty, it selects all pods.

If NamespaceSelector is also set, then the NetworkPolicyPeer as a whole selects the Pods matching PodSelector in the Namespaces selected by NamespaceSelector. Otherwise it selects the Pods matching PodSelector in the policy's own Namespace.
Ë	
(io.k8s.api.core.v1.EphemeralVolumeSourceª	"JRepresents an ephemeral volume that is handled by a normal storage driver.≤
object ‡
›
volumeClaimTemplate≈
>#/definitions/io.k8s.api.core.v1.PersistentVolumeClaimTemplate"ÇWill be used to create a stand-alone PVC to provision the volume. The pod in which this EphemeralVolumeSource is embedded will be the owner of the PVC, i.e. the PVC will be deleted together with the pod.  The name of the PVC will be `<pod name>-<volume name>` where `<volume name>` is the name from the `PodSpec.Volumes` array entry. Pod validation will reject the pod if the concatenated name is not valid for a PVC (for example, too long).

An existing PVC with that name that is not owned by the pod will *not* be used for the pod to avoid using an unrelated volume by mistake. Starting the pod is then blocked until the unrelated PVC is removed. If such a pre-created PVC is meant to be used by the pod, the PVC has to updated with an owner reference to the pod once the pod exists. Normally this should not be necessary, but it may be useful when manually reconstructing a broken cluster.

This field is read-only and no changes will be made by Kubernetes to the PVC after it has been created.

Required, must not be nil.
ˆ
io.k8s.api.core.v1.Lifecycle’"™Lifecycle describes actions that the management system should take in response to container lifecycle events. For the PostStart and PreStop lifecycle handlers, management of the container blocks until the action is complete, unless the container process fails, in which case the handler is aborted.≤
object ô	
Å
	postStartÛ
(#/definitions/io.k8s.api.core.v1.Handler"∆PostStart is called immediately after a container is created. If the handler fails, the container is terminated and restarted according to its restart policy. Other management of the container blocks until the hook completes. More info: https://kubernetes.io/docs/concepts/containers/container-lifecycle-hooks/#container-hooks
í
preStopÜ
(#/definitions/io.k8s.api.core.v1.Handler"ŸPreStop is called immediately before a container is terminated due to an API request or management event such as liveness/startup probe failure, preemption, resource contention, etc. The handler is not called if the container crashes or exits. The reason for termination is passed to the handler. The Pod's termination grace period countdown begins before the PreStop hooked is executed. Regardless of the outcome of the handler, the container will eventually terminate within the Pod's termination grace period. Other management of the container blocks until the hook completes or until the termination grace period is reached. More info: https://kubernetes.io/docs/concepts/containers/container-lifecycle-hooks/#container-hooks
‹
*io.k8s.api.policy.v1beta1.AllowedCSIDriver≠"RAllowedCSIDriver represents a single inline CSI Driver that is allowed to be used.öname≤
object D
B
name:"-Name is the registered name of the CSI driver≤
string
ä
*io.k8s.api.storage.v1.VolumeAttachmentSpec€"HVolumeAttachmentSpec is the specification of a VolumeAttachment request.öattacherösourceönodeName≤
object „
ó
attacherä"}Attacher indicates the name of the volume driver that MUST handle this request. This is the name returned by GetPluginName().≤
string
H
nodeName<"/The node that the volume should be attached to.≤
string
}
sources
:#/definitions/io.k8s.api.storage.v1.VolumeAttachmentSource"5Source represents the volume that should be attached.
∫
Bio.k8s.api.admissionregistration.v1.ValidatingWebhookConfigurationÛ
"âValidatingWebhookConfiguration describes the configuration of and admission webhook that accept or reject and object without changing it.≤
object ‘
æ

apiVersionØ"°APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources≤
string
π
kind∞"¢Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds≤
string
—
metadataƒ
=#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta"ÇStandard object metadata; More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata.
Ä
webhooksÛ"IWebhooks is a list of webhooks and the affected resources and operations.≤
array∫G
E
C#/definitions/io.k8s.api.admissionregistration.v1.ValidatingWebhook˙'
x-kubernetes-patch-merge-keyname
˙'
x-kubernetes-patch-strategymerge
˙Ä
x-kubernetes-group-version-kind][- group: admissionregistration.k8s.io
  kind: ValidatingWebhookConfiguration
  version: v1

ÿ	
3io.k8s.api.autoscaling.v2beta1.ResourceMetricStatus†	"›ResourceMetricStatus indicates the current value of a resource metric known to Kubernetes, as specified in requests and limits, describing each pod in the current scale target (e.g. CPU or memory).  Such metrics are built in to Kubernetes, and have special scaling options on top of those available to normal per-pod metrics using the "pods" source.önameöcurrentAverageValue≤
object î
◊
currentAverageUtilizationπint32"£currentAverageUtilization is the current value of the average of the resource metric across all relevant pods, represented as a percentage of the requested value of the resource for the pods.  It will only be present if `targetAverageValue` was set in the corresponding metric specification.≤	
integer
Û
currentAverageValue€
;#/definitions/io.k8s.apimachinery.pkg.api.resource.Quantity"õcurrentAverageValue is the current value of the average of the resource metric across all relevant pods, as a raw value (instead of as a percentage of the request), similar to the "pods" metric source type. It will always be set, regardless of the corresponding metric specification.
B
name:"-name is the name of the resource in question.≤
string
ë
%io.k8s.api.core.v1.VolumeNodeAffinityÁ"^VolumeNodeAffinity defines constraints that limit what nodes this volume can be accessed from.≤
object y
w
requiredk
-#/definitions/io.k8s.api.core.v1.NodeSelector":Required specifies hard node constraints that must be met.
µ
 io.k8s.api.node.v1beta1.Overheadê"ROverhead structure represents the resource overhead associated with running a pod.≤
object ≠
™
podFixedù"NPodFixed represents the fixed resource overhead associated with running a pod.™?
=
;#/definitions/io.k8s.apimachinery.pkg.api.resource.Quantity≤
object
ò
$io.k8s.api.apps.v1.StatefulSetStatusÔ"@StatefulSetStatus represents the current state of a StatefulSet.öreplicas≤
object ì
˘

conditionsÍ"NRepresents the latest available observations of a statefulset's current state.≤
array∫9
7
5#/definitions/io.k8s.api.apps.v1.StatefulSetCondition˙'
x-kubernetes-patch-merge-keytype
˙'
x-kubernetes-patch-strategymerge

§
currentRevisionê"ÇcurrentRevision, if not empty, indicates the version of the StatefulSet used to generate Pods in the sequence [0,currentReplicas).≤
string
Ø
updatedReplicasõint32"ÖupdatedReplicas is the number of Pods created by the StatefulSet controller from the StatefulSet version indicated by updateRevision.≤	
integer
f
replicasZint32"Ereplicas is the number of Pods created by the StatefulSet controller.≤	
integer
±
updateRevisionû"êupdateRevision, if not empty, indicates the version of the StatefulSet used to generate Pods in the sequence [replicas-updatedReplicas,replicas)≤
string
˛
collisionCountÎint32"’collisionCount is the count of hash collisions for the StatefulSet. The StatefulSet controller uses this field as a collision avoidance mechanism when it needs to create the name for the newest ControllerRevision.≤	
integer
∞
currentReplicasúint32"ÜcurrentReplicas is the number of Pods created by the StatefulSet controller from the StatefulSet version indicated by currentRevision.≤	
integer
‹
observedGeneration≈int64"ØobservedGeneration is the most recent generation observed for this StatefulSet. It corresponds to the StatefulSet's generation, which is updated on mutation by the API Server.≤	
integer
å
readyReplicas{int32"freadyReplicas is the number of Pods created by the StatefulSet controller that have a Ready Condition.≤	
integer
ì
;io.k8s.api.authorization.v1beta1.SelfSubjectRulesReviewSpecT≤
object F
D
	namespace7"*Namespace to evaluate rules for. Required.≤
string
Ñ
=io.k8s.api.flowcontrol.v1beta1.PriorityLevelConfigurationSpec¬"OPriorityLevelConfigurationSpec specifies the configuration of a priority level.ötype≤
object ¯
Ï
limited‡
N#/definitions/io.k8s.api.flowcontrol.v1beta1.LimitedPriorityLevelConfiguration"ç`limited` specifies how requests are handled for a Limited priority level. This field must be non-empty if and only if `type` is `"Limited"`.
Ü
type˝"Ô`type` indicates whether this priority level is subject to limitation on request execution.  A value of `"Exempt"` means that requests of this priority level are not subject to a limit (and thus are never queued) and do not detract from the capacity made available to other priority levels.  A value of `"Limited"` means that (a) requests of this priority level _are_ subject to limits and (b) some of the server's limited capacity is made available exclusively to this priority level. Required.≤
string˙`
x-kubernetes-unionsIG- discriminator: type
  fields-to-discriminateBy:
    limited: Limited

õ
2io.k8s.api.policy.v1beta1.RunAsUserStrategyOptions‰"_RunAsUserStrategyOptions defines the strategy type and any options used to create the strategy.örule≤
object Ì
˝
rangesÚ"Øranges are the allowed ranges of uids that may be used. If you would like to force a single uid then supply a single range with the same start and end. Required for MustRunAs.≤
array∫3
1
/#/definitions/io.k8s.api.policy.v1beta1.IDRange
k
rulec"Vrule is the strategy that will dictate the allowable RunAsUser values that may be set.≤
string
Ÿ
io.k8s.api.core.v1.HTTPHeader∑">HTTPHeader describes a custom header to be used in HTTP probesönameövalue≤
object Z
*
name""The header field name≤
string
,
value#"The header field value≤
string

&io.k8s.api.core.v1.NodeDaemonEndpoints≈"FNodeDaemonEndpoints lists ports opened by daemons running on the Node.≤
object o
m
kubeletEndpointZ
/#/definitions/io.k8s.api.core.v1.DaemonEndpoint"'Endpoint on which Kubelet is listening.
ò
!io.k8s.api.core.v1.AttachedVolumeÚ"4AttachedVolume describes a volume attached to a nodeönameö
devicePath≤
object ô
e

devicePathW"JDevicePath represents the device path where the volume should be available≤
string
0
name("Name of the attached volume≤
string
÷	
(io.k8s.api.core.v1.DownwardAPIVolumeFile©	"XDownwardAPIVolumeFile represents information to create the file containing the pod fieldöpath≤
object π
Ó
resourceFieldRefŸ
6#/definitions/io.k8s.api.core.v1.ResourceFieldSelector"ûSelects a resource of the container: only resources limits and requests (limits.cpu, limits.memory, requests.cpu and requests.memory) are currently supported.
¶
fieldRefô
4#/definitions/io.k8s.api.core.v1.ObjectFieldSelector"aRequired: Selects a field of the pod: only annotations, labels, name and namespace are supported.
ª
mode≤int32"úOptional: mode bits used to set permissions on this file, must be an octal value between 0000 and 0777 or a decimal value between 0 and 511. YAML accepts both octal and decimal values, JSON requires decimal values for mode bits. If not specified, the volume defaultMode will be used. This might be in conflict with other options that affect the file mode, like fsGroup, and the result can be other mode bits set.≤	
integer
ﬁ
path’"«Required: Path is  the relative path name of the file to be created. Must not be absolute or contain the '..' path. Must be utf-8 encoded. The first item of the relative path must not start with '..'≤
string
¶
!io.k8s.api.core.v1.ServiceAccountÄ"∫ServiceAccount binds together: * a name, understood by users, and perhaps by peripheral systems, for an identity * a principal that can be authenticated and authorized * a set of secrets≤
object €
æ

apiVersionØ"°APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources≤
string
◊
automountServiceAccountToken∂"ßAutomountServiceAccountToken indicates whether pods running as this service account should have an API token automatically mounted. Can be overridden at the pod level.≤	
boolean
Â
imagePullSecrets–"áImagePullSecrets is a list of references to secrets in the same namespace to use for pulling any images in pods that reference this ServiceAccount. ImagePullSecrets are distinct from Secrets because Secrets can be mounted in the pod, but ImagePullSecrets are only accessed by the kubelet. More info: https://kubernetes.io/docs/concepts/containers/images/#specifying-imagepullsecrets-on-a-pod≤
array∫9
7
5#/definitions/io.k8s.api.core.v1.LocalObjectReference
π
kind∞"¢Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds≤
string
“
metadata≈
=#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta"ÉStandard object's metadata. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata
ƒ
secrets∏"†Secrets is the list of secrets allowed to be used by pods running using this ServiceAccount. More info: https://kubernetes.io/docs/concepts/configuration/secret≤
array∫4
2
0#/definitions/io.k8s.api.core.v1.ObjectReference˙'
x-kubernetes-patch-strategymerge
˙'
x-kubernetes-patch-merge-keyname
˙V
x-kubernetes-group-version-kind31- kind: ServiceAccount
  version: v1
  group: ""

Æ
"io.k8s.api.rbac.v1.ClusterRoleListá"/ClusterRoleList is a collection of ClusterRolesöitems≤
object Œ
æ

apiVersionØ"°APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources≤
string
g
items^"Items is a list of ClusterRoles≤
array∫0
.
,#/definitions/io.k8s.api.rbac.v1.ClusterRole
π
kind∞"¢Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds≤
string
f
metadataZ
;#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.ListMeta"Standard object's metadata.˙n
x-kubernetes-group-version-kindKI- version: v1
  group: rbac.authorization.k8s.io
  kind: ClusterRoleList

√	
Zio.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1beta1.CustomResourceDefinitionList‰"KCustomResourceDefinitionList is a list of CustomResourceDefinition objects.öitems≤
object Ç
æ

apiVersionØ"°APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources≤
string
∑
items≠"6items list individual CustomResourceDefinition objects≤
array∫h
f
d#/definitions/io.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1beta1.CustomResourceDefinition
π
kind∞"¢Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds≤
string
I
metadata=
;#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.ListMeta˙{
x-kubernetes-group-version-kindXV- group: apiextensions.k8s.io
  kind: CustomResourceDefinitionList
  version: v1beta1

ß
6io.k8s.api.admissionregistration.v1.RuleWithOperationsÏ"ÇRuleWithOperations is a tuple of Operations and Resources. It is recommended to make sure that all the tuple expansions are valid.≤
object ÿ
º
apiVersions¨"èAPIVersions is the API versions the resources belong to. '*' is all versions. If '*' is present, the length of the slice must be one. Required.≤
array∫
≤
string
†

operationsë"ÙOperations is the operations the admission hook cares about - CREATE, UPDATE, DELETE, CONNECT or * for all of those operations and any future admission operations that are added. If '*' is present, the length of the slice must be one. Required.≤
array∫
≤
string
ñ
	resourcesà"ÎResources is a list of resources this rule applies to.

For example: 'pods' means pods. 'pods/log' means the log subresource of pods. '*' means all resources, but not subresources. 'pods/*' means all subresources of pods. '*/scale' means all scale subresources. '*/*' means all resources and their subresources.

If wildcard is present, the validation rule will ensure resources do not overlap with each other.

Depending on the enclosing object, subresources might not be allowed. Required.≤
array∫
≤
string
£
scopeô"ãscope specifies the scope of this rule. Valid values are "Cluster", "Namespaced", and "*" "Cluster" means that only cluster-scoped resources will match this rule. Namespace API objects are cluster-scoped. "Namespaced" means that only namespaced resources will match this rule. "*" means that there are no scope restrictions. Subresources match the scope of their parent resource. Default is "*".≤
string
¥
	apiGroups¶"âAPIGroups is the API groups the resources belong to. '*' is all groups. If '*' is present, the length of the slice must be one. Required.≤
array∫
≤
string
º
3io.k8s.api.apps.v1.RollingUpdateStatefulSetStrategyÑ"kRollingUpdateStatefulSetStrategy is used to communicate parameter for RollingUpdateStatefulSetStrategyType.≤
object à
Ö
	partitionxint32"cPartition indicates the ordinal at which the StatefulSet should be partitioned. Default value is 0.≤	
integer
‹
io.k8s.api.core.v1.ServiceListπ"%ServiceList holds a list of services.öitems≤
object •
π
kind∞"¢Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds≤
string
œ
metadata¬
;#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.ListMeta"ÇStandard list metadata. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds
æ

apiVersionØ"°APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources≤
string
T
itemsK"List of services≤
array∫,
*
(#/definitions/io.k8s.api.core.v1.Service˙S
x-kubernetes-group-version-kind0.- kind: ServiceList
  version: v1
  group: ""

Œ
"io.k8s.api.storage.v1beta1.CSINodeß" DEPRECATED - This group version of CSINode is deprecated by storage/v1/CSINode. See the release notes for more information. CSINode holds information about all CSI drivers installed on a node. CSI drivers do not need to create the CSINode object directly. As long as they use the node-driver-registrar sidecar container, the kubelet will automatically populate the CSINode object for the CSI driver as part of kubelet plugin registration. CSINode has the same name as a node. If the object is missing, it means either there are no CSI Drivers available on the node, or the Kubelet version is low enough that it doesn't create this object. CSINode has an OwnerReference that points to the corresponding node object.öspec≤
object ·
|
metadatap
=#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta"/metadata.name must be the Kubernetes node name.
d
spec\
4#/definitions/io.k8s.api.storage.v1beta1.CSINodeSpec"$spec is the specification of CSINode
æ

apiVersionØ"°APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources≤
string
π
kind∞"¢Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds≤
string˙`
x-kubernetes-group-version-kind=;- group: storage.k8s.io
  kind: CSINode
  version: v1beta1

∑
$io.k8s.api.coordination.v1.LeaseSpecé"(LeaseSpec is a specification of a Lease.≤
object ’
â
acquireTimez
<#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.MicroTime":acquireTime is a time when the current lease was acquired.
e
holderIdentityS"FholderIdentity contains the identity of the holder of a current lease.≤
string
»
leaseDurationSecondsØint32"ôleaseDurationSeconds is a duration that candidates for a lease need to wait to force acquire it. This is measure against time of last observed RenewTime.≤	
integer
r
leaseTransitions^int32"IleaseTransitions is the number of transitions of a lease between holders.≤	
integer
†
	renewTimeí
<#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.MicroTime"RrenewTime is a time when the current holder of a lease has last updated the lease.
¶
io.k8s.api.core.v1.HostAliasÖ"oHostAlias holds the mapping between IP and hostnames that will be injected as an entry in the pod's hosts file.≤
object Ö
L
	hostnames?"#Hostnames for the above IP address.≤
array∫
≤
string
5
ip/""IP address of the host file entry.≤
string
É
3io.k8s.api.autoscaling.v2beta2.ResourceMetricStatusÀ"›ResourceMetricStatus indicates the current value of a resource metric known to Kubernetes, as specified in requests and limits, describing each pod in the current scale target (e.g. CPU or memory).  Such metrics are built in to Kubernetes, and have special scaling options on top of those available to normal per-pod metrics using the "pods" source.önameöcurrent≤
object À
Ñ
currenty
>#/definitions/io.k8s.api.autoscaling.v2beta2.MetricValueStatus"7current contains the current value for the given metric
B
name:"-Name is the name of the resource in question.≤
string

(io.k8s.api.core.v1.ContainerStateRunning√"8ContainerStateRunning is a running state of a container.≤
object {
y
	startedAtl
7#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.Time"1Time at which the container was last (re-)started
Ç
+io.k8s.api.networking.v1.ServiceBackendPort“"8ServiceBackendPort is the service port being referenced.≤
object â
è
numberÑint32"oNumber is the numerical port number (e.g. 80) on the Service. This is a mutually exclusive setting with "Name".≤	
integer
u
namem"`Name is the name of the port on the Service. This is a mutually exclusive setting with "Number".≤
string
À
,io.k8s.api.networking.v1beta1.IngressBackendö"DIngressBackend describes all endpoints for a given service and port.≤
object ≈
¯
resourceÎ
:#/definitions/io.k8s.api.core.v1.TypedLocalObjectReference"¨Resource is an ObjectRef to another Kubernetes resource in the namespace of the Ingress object. If resource is specified, serviceName and servicePort must not be specified.
I
serviceName:"-Specifies the name of the referenced service.≤
string
}
servicePortn
=#/definitions/io.k8s.apimachinery.pkg.util.intstr.IntOrString"-Specifies the port of the referenced service.
¥
io.k8s.api.rbac.v1beta1.Subjectê"∆Subject contains a reference to the object or user identities a role binding applies to.  This can either hold a direct API object reference, or a value for non-objects such as user and group names.ökindöname≤
object ™
√
apiGroup∂"®APIGroup holds the API group of the referenced subject. Defaults to "" for ServiceAccount subjects. Defaults to "rbac.authorization.k8s.io" for User and Group subjects.≤
string
‡
kind◊"…Kind of object being referenced. Values defined by this API group are "User", "Group", and "ServiceAccount". If the Authorizer does not recognized the kind value, the Authorizer should report an error.≤
string
9
name1"$Name of the object being referenced.≤
string
√
	namespaceµ"ßNamespace of the referenced object.  If the object kind is non-namespace, such as "User" or "Group", and this value is not empty the Authorizer should report an error.≤
string
î
Aio.k8s.kube-aggregator.pkg.apis.apiregistration.v1.APIServiceSpecŒ"£APIServiceSpec contains information for locating and communicating with a server. Only https is supported, though you are able to disable certificate verification.ögroupPriorityMinimumöversionPriority≤
object 
Ï
caBundleﬂbyte"•CABundle is a PEM encoded CA bundle which will be used to validate an API server's serving certificate. If unspecified, system trust roots on the apiserver are used.≤
string˙#
x-kubernetes-list-type	atomic

C
group:"-Group is the API group name this server hosts≤
string
±
groupPriorityMinimumòint32"ÇGroupPriorityMininum is the priority this group should have at least. Higher priority means that the group is preferred by clients over lower priority ones. Note that other versions of this group might specify even higher GroupPriorityMininum values such that the whole group gets a higher priority. The primary sort is based on GroupPriorityMinimum, ordered highest number to lowest (20 before 10). The secondary sort is based on the alphabetical comparison of the name of the object.  (v1.bar before v1.foo) We'd recommend something like: *.k8s.io (except extensions) at 18000 and PaaSes (OpenShift, Deis) are recommended to be in the 2000s≤	
integer
Õ
insecureSkipTLSVerify≥"§InsecureSkipTLSVerify disables TLS certificate verification when communicating with this server. This is strongly discouraged.  You should use the CABundle instead.≤	
boolean
Ù
serviceË
Q#/definitions/io.k8s.kube-aggregator.pkg.apis.apiregistration.v1.ServiceReference"íService is a reference to the service for this API server.  It must communicate on port 443. If the Service is nil, that means the handling for the API groupversion is handled locally on this server. The call will simply delegate to the normal handler chain to be fulfilled.
X
versionM"@Version is the API version this server hosts.  For example, "v1"≤
string
‰
versionPriority–int32"∫VersionPriority controls the ordering of this API version inside of its group.  Must be greater than zero. The primary sort is based on VersionPriority, ordered highest to lowest (20 before 10). Since it's inside of a group, the number can be small, probably in the 10s. In case of equal version priorities, the version string will be used to compute the order inside a group. If the version string is "kube-like", it will sort above non "kube-like" version strings, which are ordered lexicographically. "Kube-like" versions start with a "v", then are followed by a number (the major version), then optionally the string "alpha" or "beta" and another number (the minor version). These are sorted first by GA > beta > alpha (where GA is a version with no suffix such as beta or alpha), and then by comparing major version, then minor version. An example sorted list of versions: v10, v2, v1, v11beta2, v10beta3, v3beta1, v12alpha1, v11alpha2, foo1, foo10.≤	
integer
ˆ
<io.k8s.api.admissionregistration.v1beta1.WebhookClientConfigµ"VWebhookClientConfig contains the information to make a TLS connection with the webhook≤
object Œ
≈
caBundle∏byte"§`caBundle` is a PEM encoded CA bundle which will be used to validate the webhook's server certificate. If unspecified, system trust roots on the apiserver are used.≤
string
å
serviceÄ
G#/definitions/io.k8s.api.admissionregistration.v1beta1.ServiceReference"¥`service` is a reference to the service for this webhook. Either `service` or `url` must be specified.

If the webhook is running within the cluster, then you should use `service`.
Ù
urlÏ"ﬁ`url` gives the location of the webhook, in standard URL form (`scheme://host:port/path`). Exactly one of `url` or `service` must be specified.

The `host` should not refer to a service running in the cluster; use the `service` field instead. The host might be resolved via external DNS in some apiservers (e.g., `kube-apiserver` cannot resolve in-cluster DNS as that would be a layering violation). `host` may also be an IP address.

Please note that using `localhost` or `127.0.0.1` as a `host` is risky unless you take great care to run this webhook on all hosts which run an apiserver which might need to make calls to this webhook. Such installs are likely to be non-portable, i.e., not easy to turn up in a new cluster.

The scheme must be "https"; the URL must begin with "https://".

A path is optional, and if present may be any string permissible in a URL. You may use the path to pass an arbitrary string to the webhook, for example, a cluster identifier.

Attempting to use a user or basic auth e.g. "user:password@" is not allowed. Fragments ("#...") and query parameters ("?...") are not allowed, either.≤
string
‘
'io.k8s.api.apps.v1.StatefulSetCondition®"MStatefulSetCondition describes the state of a statefulset at a certain point.ötypeöstatus≤
object ∫
3
type+"Type of statefulset condition.≤
string
ë
lastTransitionTime{
7#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.Time"@Last time the condition transitioned from one status to another.
Y
messageN"AA human readable message indicating details about the transition.≤
string
F
reason<"/The reason for the condition's last transition.≤
string
L
statusB"5Status of the condition, one of True, False, Unknown.≤
string
Ú
)io.k8s.apimachinery.pkg.apis.meta.v1.Timeƒ	date-time"´Time is a wrapper around time.Time which supports correct marshaling to YAML and JSON.  Wrappers are provided for many of the factory methods that the time package offers.≤
string
◊
Hio.k8s.kube-aggregator.pkg.apis.apiregistration.v1beta1.ServiceReferenceä";ServiceReference holds a reference to Service.legacy.k8s.io≤
object æ
4
name,"Name is the name of the service≤
string
C
	namespace6")Namespace is the namespace of the service≤
string
¿
port∑int32"°If specified, the port on the service that hosting webhook. Default to 443 for backward compatibility. `port` should be a valid port number (1-65535, inclusive).≤	
integer
Ù
 io.k8s.api.core.v1.ConfigMapListœ"CConfigMapList is a resource containing a list of ConfigMap objects.öitems≤
object õ
f
items]" Items is the list of ConfigMaps.≤
array∫.
,
*#/definitions/io.k8s.api.core.v1.ConfigMap
π
kind∞"¢Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds≤
string
≥
metadata¶
;#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.ListMeta"gMore info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata
æ

apiVersionØ"°APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources≤
string˙U
x-kubernetes-group-version-kind20- kind: ConfigMapList
  version: v1
  group: ""

√
io.k8s.api.storage.v1.CSINode°"ŒCSINode holds information about all CSI drivers installed on a node. CSI drivers do not need to create the CSINode object directly. As long as they use the node-driver-registrar sidecar container, the kubelet will automatically populate the CSINode object for the CSI driver as part of kubelet plugin registration. CSINode has the same name as a node. If the object is missing, it means either there are no CSI Drivers available on the node, or the Kubelet version is low enough that it doesn't create this object. CSINode has an OwnerReference that points to the corresponding node object.öspec≤
object ‹
æ

apiVersionØ"°APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources≤
string
π
kind∞"¢Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds≤
string
|
metadatap
=#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta"/metadata.name must be the Kubernetes node name.
_
specW
/#/definitions/io.k8s.api.storage.v1.CSINodeSpec"$spec is the specification of CSINode˙[
x-kubernetes-group-version-kind86- group: storage.k8s.io
  kind: CSINode
  version: v1

Ê
0io.k8s.api.policy.v1beta1.SELinuxStrategyOptions±"]SELinuxStrategyOptions defines the strategy type and any options used to create the strategy.örule≤
object º
a
ruleY"Lrule is the strategy that will dictate the allowable labels that may be set.≤
string
÷
seLinuxOptions√
/#/definitions/io.k8s.api.core.v1.SELinuxOptions"èseLinuxOptions required to run as; required for MustRunAs More info: https://kubernetes.io/docs/tasks/configure-pod-container/security-context/
Ì
Nio.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1beta1.ServiceReferenceö";ServiceReference holds a reference to Service.legacy.k8s.ioö	namespaceöname≤
object ª
>
name6")name is the name of the service. Required≤
string
M
	namespace@"3namespace is the namespace of the service. Required≤
string
Y
pathQ"Dpath is an optional URL path at which the webhook will be contacted.≤
string
Œ
port≈int32"Øport is an optional service port at which the webhook will be contacted. `port` should be a valid port number (1-65535, inclusive). Defaults to 443 for backward compatibility.≤	
integer
—
 io.k8s.api.core.v1.ScopeSelector¨"nA scope selector represents the AND of the selectors represented by the scoped-resource selector requirements.≤
object ≠
™
matchExpressionsï"@A list of scope selector requirements by scope of the resources.≤
array∫F
D
B#/definitions/io.k8s.api.core.v1.ScopedResourceSelectorRequirement
≈	
/io.k8s.api.storage.v1beta1.VolumeAttachmentListë	"AVolumeAttachmentList is a collection of VolumeAttachment objects.öitems≤
object «
æ

apiVersionØ"°APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources≤
string
{
itemsr"&Items is the list of VolumeAttachments≤
array∫=
;
9#/definitions/io.k8s.api.storage.v1beta1.VolumeAttachment
π
kind∞"¢Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds≤
string
 
metadataΩ
;#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.ListMeta"~Standard list metadata More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata˙m
x-kubernetes-group-version-kindJH- group: storage.k8s.io
  kind: VolumeAttachmentList
  version: v1beta1



<io.k8s.api.autoscaling.v2beta1.ContainerResourceMetricStatusØ
"¸ContainerResourceMetricStatus indicates the current value of a resource metric known to Kubernetes, as specified in requests and limits, describing a single container in each pod in the current scale target (e.g. CPU or memory).  Such metrics are built in to Kubernetes, and have special scaling options on top of those available to normal per-pod metrics using the "pods" source.önameöcurrentAverageValueö	container≤
object ¯
◊
currentAverageUtilizationπint32"£currentAverageUtilization is the current value of the average of the resource metric across all relevant pods, represented as a percentage of the requested value of the resource for the pods.  It will only be present if `targetAverageValue` was set in the corresponding metric specification.≤	
integer
Û
currentAverageValue€
;#/definitions/io.k8s.apimachinery.pkg.api.resource.Quantity"õcurrentAverageValue is the current value of the average of the resource metric across all relevant pods, as a raw value (instead of as a percentage of the request), similar to the "pods" metric source type. It will always be set, regardless of the corresponding metric specification.
B
name:"-name is the name of the resource in question.≤
string
b
	containerU"Hcontainer is the name of the container in the pods of the scaling target≤
string
‰	
"io.k8s.api.core.v1.CSIVolumeSourceΩ	"TRepresents a source location of a volume to mount, managed by an external CSI driverödriver≤
object œ
¢
driveró"âDriver is the name of the CSI driver that handles this volume. Consult with your admin for the correct name as registered in the cluster.≤
string
À
fsType¿"≤Filesystem type to mount. Ex. "ext4", "xfs", "ntfs". If not provided, the empty value is passed to the associated CSI driver which will determine the default filesystem to apply.≤
string
•
nodePublishSecretRefå
5#/definitions/io.k8s.api.core.v1.LocalObjectReference"“NodePublishSecretRef is a reference to the secret object containing sensitive information to pass to the CSI driver to complete the CSI NodePublishVolume and NodeUnpublishVolume calls. This field is optional, and  may be empty if no secret is required. If the secret object contains more than one secret, all secret references are passed.
m
readOnlya"SSpecifies a read-only configuration for the volume. Defaults to false (read/write).≤	
boolean
¬
volumeAttributes≠"èVolumeAttributes stores driver-specific properties that are passed to the CSI driver. Consult your driver's documentation for supported values.™
≤
string≤
object
Ö	
8io.k8s.api.certificates.v1.CertificateSigningRequestList»"RCertificateSigningRequestList is a collection of CertificateSigningRequest objectsöitems≤
object ‰
æ

apiVersionØ"°APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources≤
string
ô
itemsè":items is a collection of CertificateSigningRequest objects≤
array∫F
D
B#/definitions/io.k8s.api.certificates.v1.CertificateSigningRequest
π
kind∞"¢Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds≤
string
I
metadata=
;#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.ListMeta˙v
x-kubernetes-group-version-kindSQ- group: certificates.k8s.io
  kind: CertificateSigningRequestList
  version: v1

ﬁ	
$io.k8s.api.core.v1.ResourceQuotaListµ	"3ResourceQuotaList is a list of ResourceQuota items.öitems≤
object ç
ª
items±"pItems is a list of ResourceQuota objects. More info: https://kubernetes.io/docs/concepts/policy/resource-quotas/≤
array∫2
0
.#/definitions/io.k8s.api.core.v1.ResourceQuota
π
kind∞"¢Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds≤
string
œ
metadata¬
;#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.ListMeta"ÇStandard list metadata. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds
æ

apiVersionØ"°APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources≤
string˙Y
x-kubernetes-group-version-kind64- group: ""
  kind: ResourceQuotaList
  version: v1

ñ	
)io.k8s.api.networking.v1beta1.IngressListË"'IngressList is a collection of Ingress.öitems≤
object æ
æ

apiVersionØ"°APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources≤
string
l
itemsc"Items is the list of Ingress.≤
array∫7
5
3#/definitions/io.k8s.api.networking.v1beta1.Ingress
π
kind∞"¢Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds≤
string
–
metadata√
;#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.ListMeta"ÉStandard object's metadata. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata˙g
x-kubernetes-group-version-kindDB- kind: IngressList
  version: v1beta1
  group: networking.k8s.io

í	
1io.k8s.api.autoscaling.v2beta1.ObjectMetricStatus‹"éObjectMetricStatus indicates the current value of a metric describing a kubernetes object (for example, hits-per-second on an Ingress object).ötargetö
metricNameöcurrentValue≤
object ó
∑
averageValue¶
;#/definitions/io.k8s.apimachinery.pkg.api.resource.Quantity"gaverageValue is the current value of the average of the metric across all relevant pods (as a quantity)
è
currentValue
;#/definitions/io.k8s.apimachinery.pkg.api.resource.Quantity"@currentValue is the current value of the metric (as a quantity).
L

metricName>"1metricName is the name of the metric in question.≤
string
˜
selectorÍ
@#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.LabelSelector"•selector is the string-encoded form of a standard kubernetes label selector for the given metric When set in the ObjectMetricSource, it is passed as an additional parameter to the metrics server for more specific metrics scoping. When unset, just the metricName will be used to gather metrics.
Ä
targetv
H#/definitions/io.k8s.api.autoscaling.v2beta1.CrossVersionObjectReference"*target is the described Kubernetes object.
Ä
/io.k8s.api.autoscaling.v2beta2.PodsMetricStatusÃ"öPodsMetricStatus indicates the current value of a metric describing each pod in the current scale target (for example, transactions-processed-per-second).ömetricöcurrent≤
object ç
Ñ
currenty
>#/definitions/io.k8s.api.autoscaling.v2beta2.MetricValueStatus"7current contains the current value for the given metric
É
metricy
=#/definitions/io.k8s.api.autoscaling.v2beta2.MetricIdentifier"8metric identifies the target metric by name and selector
≤
0io.k8s.api.core.v1.WindowsSecurityContextOptions˝"OWindowsSecurityContextOptions contain Windows-specific options and credentials.≤
object ù
m
gmsaCredentialSpecNameS"FGMSACredentialSpecName is the name of the GMSA credential spec to use.≤
string
ø
runAsUserName≠"üThe UserName in Windows to run the entrypoint of the container process. Defaults to the user specified in image metadata if unspecified. May also be set in PodSecurityContext. If set in both SecurityContext and PodSecurityContext, the value specified in SecurityContext takes precedence.≤
string
È
gmsaCredentialSpec“"ƒGMSACredentialSpec is where the GMSA admission webhook (https://github.com/kubernetes-sigs/windows-gmsa) inlines the contents of the GMSA credential spec named by the GMSACredentialSpecName field.≤
string
¢
io.k8s.api.node.v1.SchedulingÄ"TScheduling specifies the scheduling constraints for nodes supporting a RuntimeClass.≤
object õ
Á
nodeSelector÷"∏nodeSelector lists labels that must be present on nodes that support this RuntimeClass. Pods using this RuntimeClass can only be scheduled to a node matched by this selector. The RuntimeClass nodeSelector is merged with a pod's existing nodeSelector. Any conflicts will cause the pod to be rejected in admission.™
≤
string≤
object
Æ
tolerationsû"πtolerations are appended (excluding duplicates) to pods running with this RuntimeClass during admission, effectively unioning the set of nodes tolerated by the pod and the RuntimeClass.≤
array∫/
-
+#/definitions/io.k8s.api.core.v1.Toleration˙#
x-kubernetes-list-type	atomic

á	
3io.k8s.apimachinery.pkg.apis.meta.v1.OwnerReferenceœ"«OwnerReference contains enough information to let you identify an owning object. An owning object must be in the same namespace as the dependent, or be cluster-scoped, so there is no namespace field.ö
apiVersionökindönameöuid≤
object ’
l
named"WName of the referent. More info: http://kubernetes.io/docs/user-guide/identifiers#names≤
string
i
uidb"UUID of the referent. More info: http://kubernetes.io/docs/user-guide/identifiers#uids≤
string
7

apiVersion)"API version of the referent.≤
string
Œ
blockOwnerDeletion∑"®If true, AND if the owner has the "foregroundDeletion" finalizer, then the owner cannot be deleted from the key-value store until this reference is removed. Defaults to false. To set this field, a user needs "delete" permission of the owner, otherwise 422 (Unprocessable Entity) will be returned.≤	
boolean
V

controllerH":If true, this reference points to the managing controller.≤	
boolean
ó
kindé"ÄKind of the referent. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds≤
string
´	
&io.k8s.api.core.v1.ConfigMapProjectionÄ	"ÂAdapts a ConfigMap into a projected volume.

The contents of the target ConfigMap's Data field will be presented in a projected volume as files using the keys in the Data field as the file names, unless the items element is populated with specific mappings of keys to paths. Note that this is identical to a configmap volume source without the default mode.≤
object â
™
items†"‚If unspecified, each key-value pair in the Data field of the referenced ConfigMap will be projected into the volume as a file whose name is the key and content is the value. If specified, the listed keys will be projected into the specified paths, and unlisted keys will not be present. If a key is specified which is not present in the ConfigMap, the volume setup will error unless it is marked optional. Paths must be relative and may not contain the '..' path or start with '..'.≤
array∫.
,
*#/definitions/io.k8s.api.core.v1.KeyToPath
Ñ
name|"oName of the referent. More info: https://kubernetes.io/docs/concepts/overview/working-with-objects/names/#names≤
string
S
optionalG"9Specify whether the ConfigMap or its keys must be defined≤	
boolean
®
#io.k8s.api.core.v1.NodeConfigSourceÄ"uNodeConfigSource specifies a source of node configuration. Exactly one subfield (excluding metadata) must be non-nil.≤
object {
y
	configMapl
:#/definitions/io.k8s.api.core.v1.ConfigMapNodeConfigSource".ConfigMap is a reference to a Node's ConfigMap
Ê
+io.k8s.api.autoscaling.v2beta2.MetricTarget∂"aMetricTarget defines the target value, average value, or average utilization of a specific metricötype≤
object Ω
Ä
valuew
;#/definitions/io.k8s.apimachinery.pkg.api.resource.Quantity"8value is the target value of the metric (as a quantity).
ô
averageUtilizationÇint32"ÏaverageUtilization is the target value of the average of the resource metric across all relevant pods, represented as a percentage of the requested value of the resource for the pods. Currently only valid for Resource metric source type≤	
integer
∂
averageValue•
;#/definitions/io.k8s.apimachinery.pkg.api.resource.Quantity"faverageValue is the target value of the average of the metric across all relevant pods (as a quantity)
c
type["Ntype represents whether the metric type is Utilization, Value, or AverageValue≤
string
Ô
-io.k8s.api.storage.v1beta1.CSIStorageCapacityΩ"ﬁCSIStorageCapacity stores the result of one CSI GetCapacity call. For a given StorageClass, this describes the available capacity in a particular topology segment.  This can be used when considering where to instantiate new PersistentVolumes.

For example this can express things like: - StorageClass "standard" has "1234 GiB" available in "topology.kubernetes.io/zone=us-east1" - StorageClass "localssd" has "10 GiB" available in "kubernetes.io/hostname=knode-abc123"

The following three cases all imply that no capacity is available for a certain combination: - no object exists with suitable topology and storage class name - such an object exists, but the capacity is unset - such an object exists, but the capacity is zero

The producer of these objects can decide which approach is more suitable.

They are consumed by the kube-scheduler if the CSIStorageCapacity beta feature gate is enabled there and a CSI driver opts into capacity-aware scheduling with CSIDriver.StorageCapacity.östorageClassName≤
object Ã
«
nodeTopology∂
@#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.LabelSelector"ÒNodeTopology defines which nodes have access to the storage for which capacity was reported. If not set, the storage is not accessible from any node in the cluster. If empty, the storage is accessible from all nodes. This field is immutable.
‘
storageClassNameø"±The name of the StorageClass that the reported capacity applies to. It must meet the same requirements as the name of a StorageClass object (non-empty, DNS subdomain). If that object no longer exists, the CSIStorageCapacity object is obsolete and should be removed by its creator. This field is immutable.≤
string
æ

apiVersionØ"°APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources≤
string
“
capacity≈
;#/definitions/io.k8s.apimachinery.pkg.api.resource.Quantity"ÖCapacity is the value reported by the CSI driver in its GetCapacityResponse for a GetCapacityRequest with topology and parameters that match the previous fields.

The semantic is currently (CSI spec 1.2) defined as: The available capacity, in bytes, of the storage that can be used to provision volumes. If not set, that information is currently unavailable and treated like zero capacity.
π
kind∞"¢Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds≤
string
∂
maximumVolumeSize†
;#/definitions/io.k8s.apimachinery.pkg.api.resource.Quantity"‡MaximumVolumeSize is the value reported by the CSI driver in its GetCapacityResponse for a GetCapacityRequest with topology and parameters that match the previous fields.

This is defined since CSI spec 1.4.0 as the largest size that may be used in a CreateVolumeRequest.capacity_range.required_bytes field to create a volume with the same parameters as those in GetCapacityRequest. The corresponding value in the Kubernetes API is ResourceRequirements.Requests in a volume claim.
ù
metadataê
=#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta"ŒStandard object's metadata. The name has no particular meaning. It must be be a DNS subdomain (dots allowed, 253 characters). To ensure that there are no conflicts with other CSI drivers on the cluster, the recommendation is to use csisc-<uuid>, a generated name, or a reverse-domain name which ends with the unique CSI driver name.

Objects are namespaced.

More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata˙k
x-kubernetes-group-version-kindHF- group: storage.k8s.io
  kind: CSIStorageCapacity
  version: v1beta1

Ï
!io.k8s.api.core.v1.SeccompProfile∆"fSeccompProfile defines a pod/container's seccomp profile settings. Only one profile source may be set.ötype≤
object ”
Ø
localhostProfileö"ålocalhostProfile indicates a profile defined in a file on the node should be used. The profile must be preconfigured on the node to work. Must be a descending path, relative to the kubelet's configured seccomp profile location. Must only be set if type is "Localhost".≤
string
û
typeï"átype indicates which kind of seccomp profile will be applied. Valid options are:

Localhost - a profile defined in a file on the node should be used. RuntimeDefault - the container runtime default profile should be used. Unconfined - no profile should be applied.≤
string˙r
x-kubernetes-unions[Y- discriminator: type
  fields-to-discriminateBy:
    localhostProfile: LocalhostProfile

Ë
%io.k8s.api.discovery.v1beta1.Endpointæ"FEndpoint represents a single logical "backend" implementing a service.ö	addresses≤
object €
î
hintsä
8#/definitions/io.k8s.api.discovery.v1beta1.EndpointHints"Nhints contains information associated with how an endpoint should be consumed.
Œ
hostname¡"≥hostname of this endpoint. This field may be used by consumers of endpoints to distinguish endpoints from each other (e.g. in DNS names). Multiple endpoints which use the same hostname should be considered fungible (e.g. multiple A values in DNS). Must be lowercase and pass DNS Label (RFC 1123) validation.≤
string
⁄
nodeNameÕ"ønodeName represents the name of the Node hosting this endpoint. This can be used to determine endpoints local to a Node. This field can be enabled with the EndpointSliceNodeName feature gate.≤
string
ê
	targetRefÇ
0#/definitions/io.k8s.api.core.v1.ObjectReference"NtargetRef is a reference to a Kubernetes object that represents this endpoint.
Û
topologyÊ"»topology contains arbitrary topology information associated with the endpoint. These key/value pairs must conform with the label format. https://kubernetes.io/docs/concepts/overview/working-with-objects/labels Topology may include a maximum of 16 key/value pairs. This includes, but is not limited to the following well known keys: * kubernetes.io/hostname: the value indicates the hostname of the node
  where the endpoint is located. This should match the corresponding
  node label.
* topology.kubernetes.io/zone: the value indicates the zone where the
  endpoint is located. This should match the corresponding node label.
* topology.kubernetes.io/region: the value indicates the region where the
  endpoint is located. This should match the corresponding node label.
This field is deprecated and will be removed in future api versions.™
≤
string≤
object
Ó
	addresses‡"†addresses of this endpoint. The contents of this field are interpreted according to the corresponding EndpointSlice addressType field. Consumers must handle different types of addresses in the context of their own capabilities. This must contain at least one address but no more than 100.≤
array∫
≤
string˙ 
x-kubernetes-list-typeset

ô

conditionsä
=#/definitions/io.k8s.api.discovery.v1beta1.EndpointConditions"Iconditions contains information about the current status of the endpoint.
ü	
(io.k8s.api.node.v1beta1.RuntimeClassListÚ"3RuntimeClassList is a list of RuntimeClass objects.öitems≤
object Ω
p
itemsg""Items is a list of schema objects.≤
array∫6
4
2#/definitions/io.k8s.api.node.v1beta1.RuntimeClass
π
kind∞"¢Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds≤
string
À
metadataæ
;#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.ListMeta"Standard list metadata. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata
æ

apiVersionØ"°APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources≤
string˙f
x-kubernetes-group-version-kindCA- group: node.k8s.io
  kind: RuntimeClassList
  version: v1beta1

ª	
,io.k8s.api.policy.v1.PodDisruptionBudgetListä	"@PodDisruptionBudgetList is a collection of PodDisruptionBudgets.öitems≤
object À
π
kind∞"¢Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds≤
string
–
metadata√
;#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.ListMeta"ÉStandard object's metadata. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata
æ

apiVersionØ"°APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources≤
string
y
itemsp"'Items is a list of PodDisruptionBudgets≤
array∫:
8
6#/definitions/io.k8s.api.policy.v1.PodDisruptionBudget˙c
x-kubernetes-group-version-kind@>- group: policy
  kind: PodDisruptionBudgetList
  version: v1

·
"io.k8s.api.storage.v1.TokenRequest∫"<TokenRequest contains parameters of a service account token.öaudience≤
object ‚
ì
audienceÜ"yAudience is the intended audience of the token in "TokenRequestSpec". It will default to the audiences of kube apiserver.≤
string
…
expirationSeconds≥int64"ùExpirationSeconds is the duration of validity of the token in "TokenRequestSpec". It has the same default value of "ExpirationSeconds" in "TokenRequestSpec".≤	
integer
Ú
"io.k8s.api.core.v1.PodTemplateListÀ"*PodTemplateList is a list of PodTemplates.öitems≤
object Æ
æ

apiVersionØ"°APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources≤
string
]
itemsT"List of pod templates≤
array∫0
.
,#/definitions/io.k8s.api.core.v1.PodTemplate
π
kind∞"¢Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds≤
string
œ
metadata¬
;#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.ListMeta"ÇStandard list metadata. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds˙W
x-kubernetes-group-version-kind42- group: ""
  kind: PodTemplateList
  version: v1

£
io.k8s.api.core.v1.PortStatusÅöportöprotocol≤
object ‡
i
portaint32"LPort is the port number of the service port of which status is recorded here≤	
integer
ñ
protocolâ"|Protocol is the protocol of the service port of which status is recorded here The supported values are: "TCP", "UDP", "SCTP"≤
string
Ÿ
errorœ"¡Error is to record the problem with the service port The format of the error shall comply with the following rules: - built-in error values shall be specified in this file and those shall use
  CamelCase names
- cloud provider specific error values must have names that comply with the
  format foo.example.com/CamelCase.≤
string
Ó+
(io.k8s.api.storage.v1beta1.CSIDriverSpec¡+"2CSIDriverSpec is the specification of a CSIDriver.≤
object ˛*
©
podInfoOnMountñ"áIf set to true, podInfoOnMount indicates this CSI volume driver requires additional pod information (like podName, podUID, etc.) during mount operations. If set to false, pod information will not be passed on mount. Default is false. The CSI driver specifies podInfoOnMount as part of driver deployment. If true, Kubelet will pass pod information as VolumeContext in the CSI NodePublishVolume() calls. The CSI driver is responsible for parsing and validating the information passed in as VolumeContext. The following VolumeConext will be passed if podInfoOnMount is set to true. This list might grow, but the prefix will be used. "csi.storage.k8s.io/pod.name": pod.Name "csi.storage.k8s.io/pod.namespace": pod.Namespace "csi.storage.k8s.io/pod.uid": string(pod.UID) "csi.storage.k8s.io/ephemeral": "true" if the volume is an ephemeral inline volume
                                defined by a CSIVolumeSource, otherwise "false"

"csi.storage.k8s.io/ephemeral" is a new feature in Kubernetes 1.16. It is only required for drivers which support both the "Persistent" and "Ephemeral" VolumeLifecycleMode. Other drivers can leave pod info disabled and/or ignore this field. As Kubernetes 1.15 doesn't support this field, drivers can only support one mode when deployed on such a cluster and the deployment determines which mode that is, for example via a command line parameter of the driver.

This field is immutable.≤	
boolean
ˇ
requiresRepublishÈ"⁄RequiresRepublish indicates the CSI driver wants `NodePublishVolume` being periodically called to reflect any possible change in the mounted volume. This field defaults to false.

Note: After a successful initial NodePublishVolume call, subsequent calls to NodePublishVolume should only update the contents of the volume. New mount points will not be seen by a running container.

This is a beta feature and only available when the CSIServiceAccountToken feature is enabled.≤	
boolean
Ä
storageCapacityÏ"›If set to true, storageCapacity indicates that the CSI volume driver wants pod scheduling to consider the storage capacity that the driver deployment will report by creating CSIStorageCapacity objects with capacity information.

The check can be enabled immediately when deploying a driver. In that case, provisioning new volumes with late binding will pause until the driver deployment has published some suitable CSIStorageCapacity object.

Alternatively, the driver can be deployed with the field unset or false and it can be flipped later when storage capacity information has been published.

This field is immutable.

This is a beta field and only available when the CSIStorageCapacity feature is enabled. The default is false.≤	
boolean
Í
tokenRequestsÿ"ÈTokenRequests indicates the CSI driver needs pods' service account tokens it is mounting volume for to do necessary authentication. Kubelet will pass the tokens in VolumeContext in the CSI NodePublishVolume calls. The CSI driver should parse and validate the following VolumeContext: "csi.storage.k8s.io/serviceAccount.tokens": {
  "<audience>": {
    "token": <token>,
    "expirationTimestamp": <expiration timestamp in RFC3339>,
  },
  ...
}

Note: Audience in each TokenRequest should be different and at most one token is empty string. To receive a new token after expiry, RequiresRepublish can be used to trigger NodePublishVolume periodically.

This is a beta feature and only available when the CSIServiceAccountToken feature is enabled.≤
array∫9
7
5#/definitions/io.k8s.api.storage.v1beta1.TokenRequest˙#
x-kubernetes-list-type	atomic

≥
volumeLifecycleModesö"˝VolumeLifecycleModes defines what kind of volumes this CSI volume driver supports. The default if the list is empty is "Persistent", which is the usage defined by the CSI specification and implemented in Kubernetes via the usual PV/PVC mechanism. The other mode is "Ephemeral". In this mode, volumes are defined inline inside the pod spec with CSIVolumeSource and their lifecycle is tied to the lifecycle of that pod. A driver has to be aware of this because it is only going to get a NodePublishVolume call for such a volume. For more information about implementing this mode, see https://kubernetes-csi.github.io/docs/ephemeral-local-volumes.html A driver can support one or more of these modes and more modes may be added in the future.

This field is immutable.≤
array∫
≤
string
…
attachRequired∂"ßattachRequired indicates this CSI volume driver requires an attach operation (because it implements the CSI ControllerPublishVolume() method), and that the Kubernetes attach detach controller should call the attach volume interface which checks the volumeattachment status and waits until the volume is attached before proceeding to mounting. The CSI external-attacher coordinates with CSI volume driver and updates the volumeattachment status when the attach operation is complete. If the CSIDriverRegistry feature gate is enabled and the value is specified to false, the attach operation will be skipped. Otherwise the attach operation will be called.

This field is immutable.≤	
boolean
€
fsGroupPolicy…"ªDefines if the underlying volume supports changing ownership and permission of the volume before being mounted. Refer to the specific FSGroupPolicy values for additional details. This field is alpha-level, and is only honored by servers that enable the CSIVolumeFSGroupPolicy feature gate.

This field is immutable.≤
string
Œ
'io.k8s.api.storage.v1beta1.StorageClass¢"„StorageClass describes the parameters for a class of storage for which PersistentVolumes can be dynamically provisioned.

StorageClasses are non-namespaced; the name of the storage class according to etcd is in ObjectMeta.Name.öprovisioner≤
object ∑
n
allowVolumeExpansionV"HAllowVolumeExpansion shows whether the storage class allow volume expand≤	
boolean
ä
allowedTopologiesÙ"´Restrict the node topologies where volumes can be dynamically provisioned. Each volume plugin defines its own supported topology specifications. An empty TopologySelectorTerm list means there is no topology restriction. This field is only honored by servers that enable the VolumeScheduling feature.≤
array∫9
7
5#/definitions/io.k8s.api.core.v1.TopologySelectorTerm
æ

apiVersionØ"°APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources≤
string
π
kind∞"¢Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds≤
string
Ï
mountOptions€"æDynamically provisioned PersistentVolumes of this storage class are created with these mountOptions, e.g. ["ro", "soft"]. Not validated - mount of the PVs will simply fail if one is invalid.≤
array∫
≤
string
“
metadata≈
=#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta"ÉStandard object's metadata. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata
ë

parametersÇ"eParameters holds the parameters for the provisioner that should create volumes of this storage class.™
≤
string≤
object
N
provisioner?"2Provisioner indicates the type of the provisioner.≤
string
ó
reclaimPolicyÖ"xDynamically provisioned PersistentVolumes of this storage class are created with this reclaimPolicy. Defaults to Delete.≤
string
¯
volumeBindingMode‚"‘VolumeBindingMode indicates how PersistentVolumeClaims should be provisioned and bound.  When unset, VolumeBindingImmediate is used. This field is only honored by servers that enable the VolumeScheduling feature.≤
string˙e
x-kubernetes-group-version-kindB@- group: storage.k8s.io
  kind: StorageClass
  version: v1beta1

¨
Zio.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1beta1.JSONSchemaPropsOrStringArrayN"LJSONSchemaPropsOrStringArray represents a JSONSchemaProps or a string array.
Ï
7io.k8s.api.admissionregistration.v1.WebhookClientConfig∞"VWebhookClientConfig contains the information to make a TLS connection with the webhook≤
object …
≈
caBundle∏byte"§`caBundle` is a PEM encoded CA bundle which will be used to validate the webhook's server certificate. If unspecified, system trust roots on the apiserver are used.≤
string
á
service˚
B#/definitions/io.k8s.api.admissionregistration.v1.ServiceReference"¥`service` is a reference to the service for this webhook. Either `service` or `url` must be specified.

If the webhook is running within the cluster, then you should use `service`.
Ù
urlÏ"ﬁ`url` gives the location of the webhook, in standard URL form (`scheme://host:port/path`). Exactly one of `url` or `service` must be specified.

The `host` should not refer to a service running in the cluster; use the `service` field instead. The host might be resolved via external DNS in some apiservers (e.g., `kube-apiserver` cannot resolve in-cluster DNS as that would be a layering violation). `host` may also be an IP address.

Please note that using `localhost` or `127.0.0.1` as a `host` is risky unless you take great care to run this webhook on all hosts which run an apiserver which might need to make calls to this webhook. Such installs are likely to be non-portable, i.e., not easy to turn up in a new cluster.

The scheme must be "https"; the URL must begin with "https://".

A path is optional, and if present may be any string permissible in a URL. You may use the path to pass an arbitrary string to the webhook, for example, a cluster identifier.

Attempting to use a user or basic auth e.g. "user:password@" is not allowed. Fragments ("#...") and query parameters ("?...") are not allowed, either.≤
string
Ñ
+io.k8s.api.authorization.v1.NonResourceRule‘"LNonResourceRule holds information that describes a rule for the non-resourceöverbs≤
object Ô
À
nonResourceURLs∑"öNonResourceURLs is a set of partial urls that a user should have access to.  *s are allowed, but only as the full, final step in the path.  "*" means all.≤
array∫
≤
string
û
verbsî"xVerb is a list of kubernetes non-resource API verbs, like: get, post, put, delete, patch, head, options.  "*" means all.≤
array∫
≤
string
°
 io.k8s.api.core.v1.EnvFromSource¸":EnvFromSource represents the source of a set of ConfigMaps≤
object ±
c
configMapRefS
3#/definitions/io.k8s.api.core.v1.ConfigMapEnvSource"The ConfigMap to select from
n
prefixd"WAn optional identifier to prepend to each key in the ConfigMap. Must be a C_IDENTIFIER.≤
string
Z
	secretRefM
0#/definitions/io.k8s.api.core.v1.SecretEnvSource"The Secret to select from
õ
io.k8s.api.core.v1.ExecAction˘"1ExecAction describes a "run in container" action.≤
object ∑
¥
command®"ãCommand is the command line to execute inside the container, the working directory for the command  is root ('/') in the container's filesystem. The command is simply exec'd, it is not run inside a shell, so traditional shell instructions ('|', etc) won't work. To use a shell, you need to explicitly call out to that shell. Exit status of 0 is treated as live/healthy and non-zero is unhealthy.≤
array∫
≤
string
˘	
io.k8s.api.core.v1.LimitRange◊	"OLimitRange sets resource usage limits for each kind of resource in a Namespace.≤
object ¢
æ

apiVersionØ"°APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources≤
string
π
kind∞"¢Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds≤
string
“
metadata≈
=#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta"ÉStandard object's metadata. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata
Õ
specƒ
/#/definitions/io.k8s.api.core.v1.LimitRangeSpec"êSpec defines the limits enforced. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#spec-and-status˙R
x-kubernetes-group-version-kind/-- group: ""
  kind: LimitRange
  version: v1

…
.io.k8s.api.networking.v1beta1.IngressClassListñ"3IngressClassList is a collection of IngressClasses.öitems≤
object €
æ

apiVersionØ"°APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources≤
string
x
itemso"$Items is the list of IngressClasses.≤
array∫<
:
8#/definitions/io.k8s.api.networking.v1beta1.IngressClass
π
kind∞"¢Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds≤
string
b
metadataV
;#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.ListMeta"Standard list metadata.˙l
x-kubernetes-group-version-kindIG- group: networking.k8s.io
  kind: IngressClassList
  version: v1beta1

à
-io.k8s.apimachinery.pkg.apis.meta.v1.APIGroup÷"YAPIGroup contains the name, the supported versions, and the preferred version of a group.önameöversions≤
object á
æ

apiVersionØ"°APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources≤
string
π
kind∞"¢Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds≤
string
3
name+"name is the name of the group.≤
string
«
preferredVersion≤
K#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.GroupVersionForDiscovery"cpreferredVersion is the version preferred by the API server, which probably is the storage version.
Ë
serverAddressByClientCIDRs…"Èa map of client CIDR to server address that is serving this group. This is to help clients reach servers in the most network-efficient way possible. Clients can use the appropriate server address as per the CIDR that they match. In case of multiple matches, clients should use the longest matching CIDR. The server returns only those CIDRs that it thinks that the client can match. For example: the master will return an internal IP CIDR only, if the client reaches the server using an internal IP. Server looks at X-Forwarded-For header or X-Real-Ip header or request.RemoteAddr (in that order) to get the client IP.≤
array∫P
N
L#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.ServerAddressByClientCIDR
ù
versionsê"2versions are the versions supported in this group.≤
array∫O
M
K#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.GroupVersionForDiscovery˙P
x-kubernetes-group-version-kind-+- group: ""
  kind: APIGroup
  version: v1

ÿ
$io.k8s.apimachinery.pkg.version.InfoØ"TInfo contains versioning information. how we'll want to distribute that information.ömajoröminorö
gitVersionö	gitCommitögitTreeStateö	buildDateö	goVersionöcompileröplatform≤
object ‰

	buildDate≤
string

	gitCommit≤
string

gitTreeState≤
string


gitVersion≤
string

major≤
string

compiler≤
string

	goVersion≤
string

minor≤
string

platform≤
string
»
&io.k8s.api.apps.v1.DeploymentConditionù"KDeploymentCondition describes the state of a deployment at a certain point.ötypeöstatus≤
object ±
Y
messageN"AA human readable message indicating details about the transition.≤
string
F
reason<"/The reason for the condition's last transition.≤
string
L
statusB"5Status of the condition, one of True, False, Unknown.≤
string
2
type*"Type of deployment condition.≤
string
ë
lastTransitionTime{
7#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.Time"@Last time the condition transitioned from one status to another.
v
lastUpdateTimed
7#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.Time")The last time this condition was updated.
’&
io.k8s.api.batch.v1.JobSpecµ&"7JobSpec describes how the job execution will look like.ötemplate≤
object ‚%
€
templateŒ
0#/definitions/io.k8s.api.core.v1.PodTemplateSpec"ôDescribes the pod that will be created when executing a job. More info: https://kubernetes.io/docs/concepts/workloads/controllers/jobs-run-to-completion/
Û
ttlSecondsAfterFinished◊int32"¡ttlSecondsAfterFinished limits the lifetime of a Job that has finished execution (either Complete or Failed). If this field is set, ttlSecondsAfterFinished after the Job finishes, it is eligible to be automatically deleted. When the Job is being deleted, its lifecycle guarantees (e.g. finalizers) will be honored. If this field is unset, the Job won't be automatically deleted. If this field is set to zero, the Job becomes eligible to be deleted immediately after it finishes. This field is alpha-level and is only honored by servers that enable the TTLAfterFinished feature.≤	
integer
ø
completionMode¨"ûCompletionMode specifies how Pod completions are tracked. It can be `NonIndexed` (default) or `Indexed`.

`NonIndexed` means that the Job is considered complete when there have been .spec.completions successfully completed Pods. Each Pod completion is homologous to each other.

`Indexed` means that the Pods of a Job get an associated completion index from 0 to (.spec.completions - 1), available in the annotation batch.kubernetes.io/job-completion-index. The Job is considered complete when there is one successfully completed Pod for each index. When value is `Indexed`, .spec.completions must be specified and `.spec.parallelism` must be less than or equal to 10^5.

This field is alpha-level and is only honored by servers that enable the IndexedJob feature gate. More completion modes can be added in the future. If the Job controller observes a mode that it doesn't recognize, the controller skips updates for the Job.≤
string
–
completions¿int32"™Specifies the desired number of successfully finished pods the job should be run with.  Setting to nil means that the success of any pod signals the success of all pods, and allows parallelism to have any positive value.  Setting to 1 means that parallelism is limited to 1 and the success of that pod signals the success of the job. More info: https://kubernetes.io/docs/concepts/workloads/controllers/jobs-run-to-completion/≤	
integer
π
manualSelector¶"ómanualSelector controls generation of pod labels and pod selectors. Leave `manualSelector` unset unless you are certain what you are doing. When false or unset, the system pick labels unique to this job and appends those labels to the pod template.  When true, the user is responsible for picking unique labels and specifying the selector.  Failure to pick a unique label may cause this and other jobs to not function correctly.  However, You may see `manualSelector=true` in jobs that were created with the old `extensions/v1beta1` API. More info: https://kubernetes.io/docs/concepts/workloads/controllers/jobs-run-to-completion/#specifying-your-own-pod-selector≤	
boolean
¶
parallelismñint32"ÄSpecifies the maximum desired number of pods the job should run at any given time. The actual number of pods running in steady state will be less than this number when ((.spec.completions - .status.successful) < .spec.parallelism), i.e. when the work left to do is less than max parallelism. More info: https://kubernetes.io/docs/concepts/workloads/controllers/jobs-run-to-completion/≤	
integer
ù
selectorê
@#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.LabelSelector"ÀA label query over pods that should match the pod count. Normally, the system sets this field for you. More info: https://kubernetes.io/docs/concepts/overview/working-with-objects/labels/#label-selectors
î
suspendà"˘Suspend specifies whether the Job controller should create Pods or not. If a Job is created with suspend set to true, no Pods are created by the Job controller. If a Job is suspended after creation (i.e. the flag goes from false to true), the Job controller will delete all active Pods associated with this Job. Users must design their workload to gracefully handle this. Suspending a Job will reset the StartTime field of the Job, effectively resetting the ActiveDeadlineSeconds timer too. This is an alpha field and requires the SuspendJob feature gate to be enabled; otherwise this field may not be set to true. Defaults to false.≤	
boolean
Ê
activeDeadlineSecondsÃint64"∂Specifies the duration in seconds relative to the startTime that the job may be continuously active before the system tries to terminate it; value must be positive integer. If a Job is suspended (at creation or through an update), this timer will effectively be stopped and reset when the Job is resumed again.≤	
integer
r
backoffLimitbint32"MSpecifies the number of retries before marking this job failed. Defaults to 6≤	
integer
í
Xio.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1.CustomResourceDefinitionVersionµ"<CustomResourceDefinitionVersion describes a version for CRD.önameöservedöstorage≤
object Œ
±
additionalPrinterColumnsî"õadditionalPrinterColumns specifies additional columns returned in Table output. See https://kubernetes.io/docs/reference/using-api/api-concepts/#receiving-resources-as-tables for details. If no columns are specified, a single column displaying the age of the custom resource is used.≤
array∫i
g
e#/definitions/io.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1.CustomResourceColumnDefinition
‹

deprecatedÕ"ædeprecated indicates this version of the custom resource API is deprecated. When set to true, API requests to this version receive a warning header in the server response. Defaults to false.≤	
boolean
∞
deprecationWarningô"ãdeprecationWarning overrides the default warning returned to API clients. May only be set when `deprecated` is true. The default warning indicates this version is deprecated and recommends use of the newest served version of equal or greater stability, if one exists.≤
string
º
name≥"•name is the version name, e.g. ‚Äúv1‚Äù, ‚Äúv2beta1‚Äù, etc. The custom resources are served under this version at `/apis/<group>/<version>/...` if `served` is true.≤
string
ﬁ
schema”
_#/definitions/io.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1.CustomResourceValidation"pschema describes the schema used for validation, pruning, and defaulting of this version of the custom resource.
h
served^"Pserved is a flag enabling/disabling this version from being served via REST APIs≤	
boolean
™
storageû"èstorage indicates this version should be used when persisting custom resources to storage. There must be exactly one version with storage=true.≤	
boolean
Œ
subresourcesΩ
a#/definitions/io.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1.CustomResourceSubresources"Xsubresources specify what subresources this version of the defined custom resource have.
π
Fio.k8s.kube-aggregator.pkg.apis.apiregistration.v1beta1.APIServiceListÓ"/APIServiceList is a list of APIService objects.öitems≤
object ¥
j
itemsa≤
array∫T
R
P#/definitions/io.k8s.kube-aggregator.pkg.apis.apiregistration.v1beta1.APIService
π
kind∞"¢Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds≤
string
I
metadata=
;#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.ListMeta
æ

apiVersionØ"°APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources≤
string˙o
x-kubernetes-group-version-kindLJ- kind: APIServiceList
  version: v1beta1
  group: apiregistration.k8s.io

ê
/io.k8s.api.autoscaling.v2beta1.PodsMetricStatus‹"öPodsMetricStatus indicates the current value of a metric describing each pod in the current scale target (for example, transactions-processed-per-second).ö
metricNameöcurrentAverageValue≤
object ç
≈
currentAverageValue≠
;#/definitions/io.k8s.apimachinery.pkg.api.resource.Quantity"ncurrentAverageValue is the current value of the average of the metric across all relevant pods (as a quantity)
K

metricName="0metricName is the name of the metric in question≤
string
ı
selectorË
@#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.LabelSelector"£selector is the string-encoded form of a standard kubernetes label selector for the given metric When set in the PodsMetricSource, it is passed as an additional parameter to the metrics server for more specific metrics scoping. When unset, just the metricName will be used to gather metrics.

/io.k8s.api.flowcontrol.v1beta1.FlowSchemaStatusº">FlowSchemaStatus represents the current state of a FlowSchema.≤
object Ì
Í

conditions€";`conditions` is a list of the current states of FlowSchema.≤
array∫D
B
@#/definitions/io.k8s.api.flowcontrol.v1beta1.FlowSchemaCondition˙'
x-kubernetes-list-map-keys	- type
˙ 
x-kubernetes-list-typemap

π
%io.k8s.api.autoscaling.v1.ScaleStatusè"AScaleStatus represents the current status of a scale subresource.öreplicas≤
object ≤
Z
replicasNint32"9actual number of observed instances of the scaled object.≤	
integer
”
selector∆"∏label query over pods that should match the replicas count. This is same as the label selector but in the string format to avoid introspection by clients. The string will be in the same format as the query-param syntax. More info about label selectors: http://kubernetes.io/docs/user-guide/labels#label-selectors≤
string
√
)io.k8s.api.core.v1.PersistentVolumeStatusï"DPersistentVolumeStatus is the current status of a persistent volume.≤
object ¿
j
message_"RA human-readable message indicating details about why the volume is in this state.≤
string
ª
phase±"£Phase indicates if a volume is available, bound to a claim, or released by a claim. More info: https://kubernetes.io/docs/concepts/storage/persistent-volumes#phase≤
string
ì
reasonà"{Reason is a brief CamelCase string that describes any failure and is meant for machine parsing and tidy display in the CLI.≤
string
ø
'io.k8s.api.rbac.v1beta1.AggregationRuleì"VAggregationRule describes how to locate ClusterRoles to aggregate into the ClusterRole≤
object ¨
©
clusterRoleSelectorsê"ºClusterRoleSelectors holds a list of selectors which will be used to find ClusterRoles and create the rules. If any of the selectors match, then the ClusterRole's permissions will be added≤
array∫D
B
@#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.LabelSelector
±	
'io.k8s.api.rbac.v1beta1.ClusterRoleListÖ	"¢ClusterRoleList is a collection of ClusterRoles. Deprecated in v1.17 in favor of rbac.authorization.k8s.io/v1 ClusterRoles, and will no longer be served in v1.22.öitems≤
object ”
æ

apiVersionØ"°APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources≤
string
l
itemsc"Items is a list of ClusterRoles≤
array∫5
3
1#/definitions/io.k8s.api.rbac.v1beta1.ClusterRole
π
kind∞"¢Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds≤
string
f
metadataZ
;#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.ListMeta"Standard object's metadata.˙s
x-kubernetes-group-version-kindPN- group: rbac.authorization.k8s.io
  kind: ClusterRoleList
  version: v1beta1

ò
io.k8s.api.apps.v1.DaemonSet˜"7DaemonSet represents the configuration of a daemon set.≤
object Ÿ

π
kind∞"¢Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds≤
string
“
metadata≈
=#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta"ÉStandard object's metadata. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata
”
spec 
.#/definitions/io.k8s.api.apps.v1.DaemonSetSpec"óThe desired behavior of this daemon set. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#spec-and-status
Æ
status£
0#/definitions/io.k8s.api.apps.v1.DaemonSetStatus"ÓThe current status of this daemon set. This data may be out of date by some window of time. Populated by the system. Read-only. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#spec-and-status
æ

apiVersionØ"°APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources≤
string˙S
x-kubernetes-group-version-kind0.- group: apps
  kind: DaemonSet
  version: v1

ï	
io.k8s.api.apps.v1.DeploymentÛ"@Deployment enables declarative updates for Pods and ReplicaSets.≤
object À
o
statuse
1#/definitions/io.k8s.api.apps.v1.DeploymentStatus"0Most recently observed status of the Deployment.
æ

apiVersionØ"°APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources≤
string
π
kind∞"¢Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds≤
string
f
metadataZ
=#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta"Standard object metadata.
s
speck
/#/definitions/io.k8s.api.apps.v1.DeploymentSpec"8Specification of the desired behavior of the Deployment.˙T
x-kubernetes-group-version-kind1/- group: apps
  kind: Deployment
  version: v1

Ì[
io.k8s.api.core.v1.PodSpecŒ[""PodSpec is a description of a pod.ö
containers≤
object é[
ˇ
ephemeralContainersÁ"ÃList of ephemeral containers run in this pod. Ephemeral containers may be run in an existing pod to perform user-initiated actions such as debugging. This list cannot be specified when creating a pod, and it cannot be modified by updating the pod spec. In order to add an ephemeral container to an existing pod, use the pod's ephemeralcontainers subresource. This field is alpha-level and is only honored by servers that enable the EphemeralContainers feature.≤
array∫7
5
3#/definitions/io.k8s.api.core.v1.EphemeralContainer˙'
x-kubernetes-patch-merge-keyname
˙'
x-kubernetes-patch-strategymerge

Ü
hostnamez"mSpecifies the hostname of the Pod If not specified, the pod's hostname will be set to a system-defined value.≤
string
â
initContainersˆ"‰List of initialization containers belonging to the pod. Init containers are executed in order prior to containers being started. If any init container fails, the pod is considered to have failed and is handled according to its restartPolicy. The name for an init container or normal container must be unique among all containers. Init containers may not have Lifecycle actions, Readiness probes, Liveness probes, or Startup probes. The resourceRequirements of an init container are taken into account during scheduling by finding the highest request/limit for each resource type, and then using the max of of that value or the sum of the normal containers. Limits are applied to init containers in a similar fashion. Init containers cannot currently be added or removed. Cannot be updated. More info: https://kubernetes.io/docs/concepts/workloads/pods/init-containers/≤
array∫.
,
*#/definitions/io.k8s.api.core.v1.Container˙'
x-kubernetes-patch-merge-keyname
˙'
x-kubernetes-patch-strategymerge

˚
setHostnameAsFQDNÂ"÷If true the pod's hostname will be configured as the pod's FQDN, rather than the leaf name (the default). In Linux containers, this means setting the FQDN in the hostname field of the kernel (the nodename field of struct utsname). In Windows containers, this means setting the registry value of hostname for the registry key HKEY_LOCAL_MACHINE\SYSTEM\CurrentControlSet\Services\Tcpip\Parameters to FQDN. If a pod does not have FQDN, this has no effect. Default to false.≤	
boolean
ˆ
	dnsPolicyË"⁄Set DNS policy for the pod. Defaults to "ClusterFirst". Valid values are 'ClusterFirstWithHostNet', 'ClusterFirst', 'Default' or 'None'. DNS parameters given in DNSConfig will be merged with the policy selected with DNSPolicy. To have DNS options set along with hostNetwork, you have to specify DNS policy explicitly to 'ClusterFirstWithHostNet'.≤
string
€
enableServiceLinksƒ"µEnableServiceLinks indicates whether information about services should be injected into pod's environment variables, matching the syntax of Docker links. Optional: Defaults to true.≤	
boolean
ì
serviceAccountÄ"sDeprecatedServiceAccount is a depreciated alias for ServiceAccountName. Deprecated: Use serviceAccountName instead.≤
string
˝
terminationGracePeriodSeconds€int64"≈Optional duration in seconds the pod needs to terminate gracefully. May be decreased in delete request. Value must be non-negative integer. The value zero indicates stop immediately via the kill signal (no opportunity to shut down). If this value is nil, the default grace period will be used instead. The grace period is the duration in seconds after the processes running in the pod are sent a termination signal and the time when the processes are forcibly halted with a kill signal. Set this value longer than the expected cleanup time for your process. Defaults to 30 seconds.≤	
integer
î
priorityClassName˛"If specified, indicates the pod's priority. "system-node-critical" and "system-cluster-critical" are two special keywords which indicate the highest priorities with the former being the highest priority. Any other name must be defined by creating a PriorityClass object with that name. If not specified, the pod priority will be default or zero if there is no default.≤
string
Ò
runtimeClassName‹"ŒRuntimeClassName refers to a RuntimeClass object in the node.k8s.io group, which should be used to run this pod.  If no RuntimeClass resource matches the named class, the pod will not be run. If unset or empty, the "legacy" RuntimeClass will be used, which is an implicit class with an empty definition that uses the default runtime handler. More info: https://git.k8s.io/enhancements/keps/sig-node/runtime-class.md This is a beta feature as of Kubernetes v1.14.≤
string
g
affinity[
)#/definitions/io.k8s.api.core.v1.Affinity".If specified, the pod's scheduling constraints
¿
hostNetwork∞"°Host networking requested for this pod. Use the host's network namespace. If this option is set, the ports that will be used must be specified. Default to false.≤	
boolean
R
hostPIDG"9Use the host's pid namespace. Optional: Default to false.≤	
boolean
œ
priority¬int32"¨The priority value. Various system components use this field to find the priority of the pod. When Priority Admission Controller is enabled, it prevents users from setting this field. The admission controller populates this field from PriorityClassName. The higher the value, the higher the priority.≤	
integer
q
tolerationsb"$If specified, the pod's tolerations.≤
array∫/
-
+#/definitions/io.k8s.api.core.v1.Toleration
ª
hostAliases´"õHostAliases is an optional list of hosts and IPs that will be injected into the pod's hosts file if specified. This is only valid for non-hostNetwork pods.≤
array∫.
,
*#/definitions/io.k8s.api.core.v1.HostAlias˙%
x-kubernetes-patch-merge-keyip
˙'
x-kubernetes-patch-strategymerge

R
hostIPCG"9Use the host's ipc namespace. Optional: Default to false.≤	
boolean
◊
imagePullSecrets¬"•ImagePullSecrets is an optional list of references to secrets in the same namespace to use for pulling any of the images used by this PodSpec. If specified, these secrets will be passed to individual puller implementations for them to use. For example, in the case of docker, only DockerConfig type secrets are honored. More info: https://kubernetes.io/docs/concepts/containers/images#specifying-imagepullsecrets-on-a-pod≤
array∫9
7
5#/definitions/io.k8s.api.core.v1.LocalObjectReference˙'
x-kubernetes-patch-strategymerge
˙'
x-kubernetes-patch-merge-keyname

ú
nodeSelectorã"ÌNodeSelector is a selector which must be true for the pod to fit on a node. Selector which must match a node's labels for the pod to be scheduled on that node. More info: https://kubernetes.io/docs/concepts/configuration/assign-pod-node/™
≤
string≤
object
Ñ
preemptionPolicyÔ"·PreemptionPolicy is the Policy for preempting pods with lower priority. One of Never, PreemptLowerPriority. Defaults to PreemptLowerPriority if unset. This field is beta-level, gated by the NonPreemptingPriority feature-gate.≤
string
Ù
shareProcessNamespace⁄"ÀShare a single process namespace between all of the containers in a pod. When this is set containers will be able to view and signal processes from other containers in the same pod, and the first process in each container will not be assigned PID 1. HostPID and ShareProcessNamespace cannot both be set. Optional: Default to false.≤	
boolean
˛
topologySpreadConstraints‡"–TopologySpreadConstraints describes how a group of pods ought to spread across topology domains. Scheduler will schedule pods in a way which abides by the constraints. All topologySpreadConstraints are ANDed.≤
array∫=
;
9#/definitions/io.k8s.api.core.v1.TopologySpreadConstraint˙B
x-kubernetes-list-map-keys$"- topologyKey
- whenUnsatisfiable
˙ 
x-kubernetes-list-typemap
˙.
x-kubernetes-patch-merge-keytopologyKey
˙'
x-kubernetes-patch-strategymerge

ï
automountServiceAccountTokenu"gAutomountServiceAccountToken indicates whether a service account token should be automatically mounted.≤	
boolean
∆
	dnsConfig∏
-#/definitions/io.k8s.api.core.v1.PodDNSConfig"ÜSpecifies the DNS parameters of a pod. Parameters specified here will be merged to the generated DNS configuration based on DNSPolicy.
Œ
	subdomain¿"≤If specified, the fully qualified Pod hostname will be "<hostname>.<subdomain>.<pod namespace>.svc.<cluster domain>". If not specified, the pod will not have a domainname at all.≤
string
·
restartPolicyœ"¡Restart policy for all containers within the pod. One of Always, OnFailure, Never. Default to Always. More info: https://kubernetes.io/docs/concepts/workloads/pods/pod-lifecycle/#restart-policy≤
string
£
schedulerNameë"ÉIf specified, the pod will be dispatched by specified scheduler. If not specified, the pod will be dispatched by default scheduler.≤
string
Û
readinessGates‡"õIf specified, all readiness gates will be evaluated for pod readiness. A pod is ready when all its containers are ready AND all conditions specified in the readiness gates have status equal to "True" More info: https://git.k8s.io/enhancements/keps/sig-network/0007-pod-ready%2B%2B.md≤
array∫5
3
1#/definitions/io.k8s.api.core.v1.PodReadinessGate
–
serviceAccountNameπ"´ServiceAccountName is the name of the ServiceAccount to use to run this pod. More info: https://kubernetes.io/docs/tasks/configure-pod-container/configure-service-account/≤
string
‘
nodeName«"πNodeName is a request to schedule this pod onto a specific node. If it is non-empty, the scheduler simply schedules this pod onto that node, assuming that it fits resource requirements.≤
string

overhead„"ìOverhead represents the resource overhead associated with running a pod for a given RuntimeClass. This field will be autopopulated at admission time by the RuntimeClass admission controller. If the RuntimeClass admission controller is enabled, overhead must not be set in Pod create requests. The RuntimeClass admission controller will reject Pod create requests which have the overhead already set. If RuntimeClass is configured and selected in the PodSpec, Overhead will be set to the value defined in the corresponding RuntimeClass, otherwise it will remain unset and treated as zero. More info: https://git.k8s.io/enhancements/keps/sig-node/20190226-pod-overhead.md This field is alpha-level as of Kubernetes v1.16, and is only honored by servers that enable the PodOverhead feature.™?
=
;#/definitions/io.k8s.apimachinery.pkg.api.resource.Quantity≤
object
Û
securityContextﬂ
3#/definitions/io.k8s.api.core.v1.PodSecurityContext"ßSecurityContext holds pod-level security attributes and common container settings. Optional: Defaults to empty.  See type description for default values of each field.
¨
volumes†"ÜList of volumes that can be mounted by containers belonging to the pod. More info: https://kubernetes.io/docs/concepts/storage/volumes≤
array∫+
)
'#/definitions/io.k8s.api.core.v1.Volume˙'
x-kubernetes-patch-merge-keyname
˙2
x-kubernetes-patch-strategymerge,retainKeys

¸
activeDeadlineSeconds‚int64"ÃOptional duration in seconds the pod may be active on the node relative to StartTime before the system will actively try to mark it failed and kill associated containers. Value must be a positive integer.≤	
integer
º

containers≠"õList of containers belonging to the pod. Containers cannot currently be added or removed. There must be at least one container in a Pod. Cannot be updated.≤
array∫.
,
*#/definitions/io.k8s.api.core.v1.Container˙'
x-kubernetes-patch-merge-keyname
˙'
x-kubernetes-patch-strategymerge

∫
)io.k8s.api.networking.v1.IngressClassListå"3IngressClassList is a collection of IngressClasses.öitems≤
object ÷
π
kind∞"¢Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds≤
string
b
metadataV
;#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.ListMeta"Standard list metadata.
æ

apiVersionØ"°APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources≤
string
s
itemsj"$Items is the list of IngressClasses.≤
array∫7
5
3#/definitions/io.k8s.api.networking.v1.IngressClass˙g
x-kubernetes-group-version-kindDB- group: networking.k8s.io
  kind: IngressClassList
  version: v1

Ó
"io.k8s.api.rbac.v1beta1.PolicyRule«"°PolicyRule holds information that describes a policy rule, but does not contain information about who the rule applies to or which namespace the rule applies to.överbs≤
object å

Û
	apiGroupsÂ"»APIGroups is the name of the APIGroup that contains the resources.  If multiple API groups are specified, any action requested against one of the enumerated resources in any API group will be allowed.≤
array∫
≤
string
º
nonResourceURLs®"ãNonResourceURLs is a set of partial urls that a user should have access to.  *s are allowed, but only as the full, final step in the path Since non-resource URLs are not namespaced, this field is only applicable for ClusterRoles referenced from a ClusterRoleBinding. Rules can either apply to API resources (such as "pods" or "secrets") or non-resource URL paths (such as "/api"),  but not both.≤
array∫
≤
string
®
resourceNamesñ"zResourceNames is an optional white list of names that the rule applies to.  An empty set means that everything is allowed.≤
array∫
≤
string
Ú
	resources‰"«Resources is a list of resources this rule applies to.  '*' represents all resources in the specified apiGroups. '*/foo' represents the subresource 'foo' for all resources in the specified apiGroups.≤
array∫
≤
string
¥
verbs™"çVerbs is a list of Verbs that apply to ALL the ResourceKinds and AttributeRestrictions contained in this rule.  VerbAll represents all kinds.≤
array∫
≤
string
œ
!io.k8s.api.storage.v1.CSINodeSpec©"\CSINodeSpec holds information about the specification of all CSI drivers installed on a nodeödrivers≤
object ≤
Ø
drivers£"ädrivers is a list of information of all CSI Drivers existing on a node. If all drivers in the list are uninstalled, this can become empty.≤
array∫5
3
1#/definitions/io.k8s.api.storage.v1.CSINodeDriver˙'
x-kubernetes-patch-merge-keyname
˙'
x-kubernetes-patch-strategymerge

Ì
Oio.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1.JSONSchemaPropsOrArrayô"ñJSONSchemaPropsOrArray represents a value that can either be a JSONSchemaProps or an array of JSONSchemaProps. Mainly here for serialization purposes.
∆
2io.k8s.api.core.v1.AzureFilePersistentVolumeSourceè"WAzureFile represents an Azure File Service mount on the host and bind mount to the pod.ö
secretNameö	shareName≤
object é
x
readOnlyl"^Defaults to false (read/write). ReadOnly here will force the ReadOnly setting in VolumeMounts.≤	
boolean
^

secretNameP"Cthe name of secret that contains Azure Storage Account Name and Key≤
string
ã
secretNamespacex"kthe namespace of the secret that contains Azure Storage Account Name and Key default is the same as the Pod≤
string
$
	shareName"
Share Name≤
string
£	
io.k8s.api.core.v1.PodListÑ	"PodList is a list of Pods.öitems≤
object ˇ
æ

apiVersionØ"°APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources≤
string
≠
items£"lList of pods. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md≤
array∫(
&
$#/definitions/io.k8s.api.core.v1.Pod
π
kind∞"¢Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds≤
string
œ
metadata¬
;#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.ListMeta"ÇStandard list metadata. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds˙O
x-kubernetes-group-version-kind,*- group: ""
  kind: PodList
  version: v1

Ç	
#io.k8s.api.events.v1beta1.EventList⁄"%EventList is a list of Event objects.öitems≤
object ∏
æ

apiVersionØ"°APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources≤
string
k
itemsb""items is a list of schema objects.≤
array∫1
/
-#/definitions/io.k8s.api.events.v1beta1.Event
π
kind∞"¢Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds≤
string
À
metadataæ
;#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.ListMeta"Standard list metadata. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata˙a
x-kubernetes-group-version-kind><- version: v1beta1
  group: events.k8s.io
  kind: EventList

‡	
@io.k8s.api.flowcontrol.v1beta1.LimitedPriorityLevelConfigurationõ	"ËLimitedPriorityLevelConfiguration specifies how to handle requests that are subject to limits. It addresses two issues:
 * How are requests for this priority level limited?
 * What should be done with requests that exceed the limit?≤
object °
ˆ
assuredConcurrencySharesŸint32"√`assuredConcurrencyShares` (ACS) configures the execution limit, which is a limit on the number of requests of this priority level that may be exeucting at a given time.  ACS must be a positive number. The server's concurrency limit (SCL) is divided among the concurrency-controlled priority levels in proportion to their assured concurrency shares. This produces the assured concurrency value (ACV) --- the number of requests that may be executing at a time --- for each such priority level:

            ACV(l) = ceil( SCL * ACS(l) / ( sum[priority levels k] ACS(k) ) )

bigger numbers of ACS mean more reserved concurrent requests (at the expense of every other PL). This field has a default value of 30.≤	
integer
•
limitResponseì
:#/definitions/io.k8s.api.flowcontrol.v1beta1.LimitResponse"U`limitResponse` indicates what to do with requests that can not be executed right now
¥
$io.k8s.api.networking.v1.IngressSpecã";IngressSpec describes the Ingress the user wishes to exist.≤
object ø
ﬂ
defaultBackendÃ
5#/definitions/io.k8s.api.networking.v1.IngressBackend"íDefaultBackend is the backend that should handle requests that don't match any rule. If Rules are not specified, DefaultBackend must be specified. If DefaultBackend is not set, the handling of requests that do not match any of the rules will be up to the Ingress controller.
¥
ingressClassNameü"ëIngressClassName is the name of the IngressClass cluster resource. The associated IngressClass defines which controller will implement the resource. This replaces the deprecated `kubernetes.io/ingress.class` annotation. For backwards compatibility, when that annotation is set, it must be given precedence over this field. The controller may emit a warning if the field and annotation have different values. Implementations of this API should ignore Ingresses without a class specified. An IngressClass resource may be marked as default, which can be used to set a default value for this field. For more information, refer to the IngressClass documentation.≤
string
˘
rulesÔ"ÉA list of host rules used to configure the Ingress. If unspecified, or no rule matches, all traffic is sent to the default backend.≤
array∫6
4
2#/definitions/io.k8s.api.networking.v1.IngressRule˙#
x-kubernetes-list-type	atomic

ß
tlsü"¥TLS configuration. Currently the Ingress only supports a single TLS port, 443. If multiple members of this list specify different hosts, they will be multiplexed on the same port according to the hostname specified through the SNI TLS extension, if the ingress controller fulfilling the ingress supports SNI.≤
array∫5
3
1#/definitions/io.k8s.api.networking.v1.IngressTLS˙#
x-kubernetes-list-type	atomic

É
(io.k8s.api.storage.v1beta1.CSINodeDriver÷"]CSINodeDriver holds information about the specification of one CSI driver installed on a nodeönameönodeID≤
object ÿ
®
allocatableò
<#/definitions/io.k8s.api.storage.v1beta1.VolumeNodeResources"Xallocatable represents the volume resources of a node that are available for scheduling.
™
name°"ìThis is the name of the CSI driver that this object refers to. This MUST be the same name returned by the CSI GetPluginName() call for that driver.≤
string
∏
nodeID≠"ünodeID of the node from the driver point of view. This field enables Kubernetes to communicate with storage systems that do not share the same nomenclature for nodes. For example, Kubernetes may refer to a given node as "node1", but the storage system may refer to the same node as "nodeA". When Kubernetes issues a command to the storage system to attach a volume to a specific node, it can use this field to refer to the node name using the ID that the storage system will understand, e.g. "nodeA" instead of "node1". This field is required.≤
string
¬
topologyKeys±"îtopologyKeys is the list of keys supported by the driver. When a driver is initialized on a cluster, it provides a set of topology keys that it understands (e.g. "company.com/zone", "company.com/region"). When a driver is initialized on a node, it provides the same topology keys along with values. Kubelet will expose these topology keys as labels on its own node object. When Kubernetes does topology aware provisioning, it can use this list to determine which labels it should retrieve from the node object and pass back to the driver. It is possible for different nodes to use different topology keys. This can be empty if driver does not support topology.≤
array∫
≤
string
ß
Uio.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1.JSONSchemaPropsOrStringArrayN"LJSONSchemaPropsOrStringArray represents a JSONSchemaProps or a string array.
ñ
4io.k8s.api.authorization.v1.LocalSubjectAccessReview›"ÁLocalSubjectAccessReview checks whether or not a user or group can perform an action in a given namespace. Having a namespace scoped resource makes it much easier to grant namespace scoped policy that includes permissions checking.öspec≤
object Ë
ß
statusú
C#/definitions/io.k8s.api.authorization.v1.SubjectAccessReviewStatus"UStatus is filled in by the server and indicates whether the request is allowed or not
æ

apiVersionØ"°APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources≤
string
π
kind∞"¢Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds≤
string
K
metadata?
=#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta
Ò
specË
A#/definitions/io.k8s.api.authorization.v1.SubjectAccessReviewSpec"¢Spec holds information about the request being evaluated.  spec.namespace must be equal to the namespace you made the request against.  If empty, it is defaulted.˙r
x-kubernetes-group-version-kindOM- group: authorization.k8s.io
  kind: LocalSubjectAccessReview
  version: v1

ù	
3io.k8s.api.authorization.v1beta1.ResourceAttributesÂ"tResourceAttributes includes the authorization attributes available for resource requests to the Authorizer interface≤
object ‡
Ç
namez"mName is the name of the resource being requested for a "get" or deleted for a "delete". "" (empty) means all.≤
string
Ù
	namespaceÊ"ÿNamespace is the namespace of the action being requested.  Currently, there is no distinction between no namespace and all namespaces "" (empty) is defaulted for LocalSubjectAccessReviews "" (empty) is empty for cluster-scoped resources "" (empty) means "all" for namespace scoped resources from a SubjectAccessReview or SelfSubjectAccessReview≤
string
X
resourceL"?Resource is one of the existing resource types.  "*" means all.≤
string
^
subresourceO"BSubresource is one of the existing resource types.  "" means none.≤
string
É
verb{"nVerb is a kubernetes resource API verb, like: get, list, watch, create, update, delete, proxy.  "*" means all.≤
string
S
versionH";Version is the API Version of the Resource.  "*" means all.≤
string
M
groupD"7Group is the API Group of the Resource.  "*" means all.≤
string
¸
&io.k8s.api.networking.v1.IngressStatus—"8IngressStatus describe the current state of the Ingress.≤
object à
Ö
loadBalanceru
3#/definitions/io.k8s.api.core.v1.LoadBalancerStatus">LoadBalancer contains the current status of the load-balancer.
€
3io.k8s.api.policy.v1beta1.PodDisruptionBudgetStatus£"äPodDisruptionBudgetStatus represents information about the status of a PodDisruptionBudget. Status may trail the actual state of a system.ödisruptionsAllowedöcurrentHealthyödesiredHealthyöexpectedPods≤
object ¡
Ù

conditionsÂ"ÙConditions contain conditions for PDB. The disruption controller sets the DisruptionAllowed condition. The following are known values for the reason field (additional reasons could be added in the future): - SyncFailed: The controller encountered an error and wasn't able to compute
              the number of allowed disruptions. Therefore no disruptions are
              allowed and the status of the condition will be False.
- InsufficientPods: The number of pods are either at or below the number
                    required by the PodDisruptionBudget. No disruptions are
                    allowed and the status of the condition will be False.
- SufficientPods: There are more pods than required by the PodDisruptionBudget.
                  The condition will be True, and the number of allowed
                  disruptions are provided by the disruptionsAllowed property.≤
array∫@
>
<#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.Condition˙'
x-kubernetes-list-map-keys	- type
˙ 
x-kubernetes-list-typemap
˙'
x-kubernetes-patch-merge-keytype
˙'
x-kubernetes-patch-strategymerge

E
currentHealthy3int32"current number of healthy pods≤	
integer
M
desiredHealthy;int32"&minimum desired number of healthy pods≤	
integer
ç
disruptedPods˚"ØDisruptedPods contains information about pods whose eviction was processed by the API server eviction subresource handler but has not yet been observed by the PodDisruptionBudget controller. A pod will be in this map from the time when the API server processed the eviction request to the time when the pod is seen by PDB controller as having been marked for deletion (or after a timeout). The key in the map is the name of the pod and the value is the time when the API server processed the eviction request. If the deletion didn't occur and a pod is still there it will be removed from the list automatically by PodDisruptionBudget controller after some time. If everything goes smooth this map should be empty for the most of the time. Large number of entries in the map may indicate problems with pod deletions.™;
9
7#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.Time≤
object
`
disruptionsAllowedJint32"5Number of pod disruptions that are currently allowed.≤	
integer
[
expectedPodsKint32"6total number of pods counted by this disruption budget≤	
integer
‚
observedGenerationÀint64"µMost recent generation observed when updating this PDB status. DisruptionsAllowed and other status information is valid only if observedGeneration equals to PDB's object generation.≤	
integer
›
$io.k8s.api.storage.v1beta1.CSIDriver¥"πCSIDriver captures information about a Container Storage Interface (CSI) volume driver deployed on the cluster. CSI drivers do not need to create the CSIDriver object directly. Instead they may use the cluster-driver-registrar sidecar container. When deployed with a CSI driver it automatically creates a CSIDriver object representing the driver. Kubernetes attach detach controller uses this object to determine whether attach is required. Kubelet uses this object to determine whether pod information needs to be passed on mount. CSIDriver objects are non-namespaced.öspec≤
object ˝	
æ

apiVersionØ"°APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources≤
string
π
kind∞"¢Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds≤
string
ô
metadataå
=#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta" Standard object metadata. metadata.Name indicates the name of the CSI driver that this object refers to; it MUST be the same name returned by the CSI GetPluginName() call for that driver. The driver name must be 63 characters or less, beginning and ending with an alphanumeric character ([a-z0-9A-Z]) with dashes (-), dots (.), and alphanumerics between. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata
b
specZ
6#/definitions/io.k8s.api.storage.v1beta1.CSIDriverSpec" Specification of the CSI Driver.˙b
x-kubernetes-group-version-kind?=- group: storage.k8s.io
  kind: CSIDriver
  version: v1beta1

Ö
9io.k8s.api.authorization.v1beta1.SubjectRulesReviewStatus«"ÁSubjectRulesReviewStatus contains the result of a rules check. This check can be incomplete depending on the set of authorizers the server is configured with and any errors experienced during evaluation. Because authorization rules are additive, if a rule appears in a list it's safe to assume the subject has that permission, even if that list is incomplete.öresourceRulesönonResourceRulesö
incomplete≤
object û
å
evaluationError¯"ÍEvaluationError can appear in combination with Rules. It indicates an error occurred during rule evaluation, such as an authorizer that doesn't support rule evaluation, and that ResourceRules and/or NonResourceRules may be incomplete.≤
string
›

incompleteŒ"øIncomplete is true when the rules returned by this call are incomplete. This is most commonly encountered when an authorizer, such as an external authorizer, doesn't support rules evaluation.≤	
boolean
õ
nonResourceRulesÜ"¥NonResourceRules is the list of actions the subject is allowed to perform on non-resources. The list ordering isn't significant, may contain duplicates, and possibly be incomplete.≤
array∫B
@
>#/definitions/io.k8s.api.authorization.v1beta1.NonResourceRule
é
resourceRules¸"≠ResourceRules is the list of actions the subject is allowed to perform on resources. The list ordering isn't significant, may contain duplicates, and possibly be incomplete.≤
array∫?
=
;#/definitions/io.k8s.api.authorization.v1beta1.ResourceRule
è
(io.k8s.api.networking.v1.HTTPIngressPath‚"oHTTPIngressPath associates a path with a backend. Incoming urls matching the path are forwarded to the backend.öbackend≤
object ÿ

ü
backendì
5#/definitions/io.k8s.api.networking.v1.IngressBackend"ZBackend defines the referenced service endpoint to which the traffic will be forwarded to.
û
pathï"áPath is matched against the path of an incoming request. Currently it can contain characters disallowed from the conventional "path" part of a URL as defined by RFC 3986. Paths must begin with a '/'. When unspecified, all paths from incoming requests are matched.≤
string
í
pathTypeÖ"˜PathType determines the interpretation of the Path matching. PathType can be one of the following values: * Exact: Matches the URL path exactly. * Prefix: Matches based on a URL path prefix split by '/'. Matching is
  done on a path element by element basis. A path element refers is the
  list of labels in the path split by the '/' separator. A request is a
  match for path p if every p is an element-wise prefix of p of the
  request path. Note that if the last element of the path is a substring
  of the last element in request path, it is not a match (e.g. /foo/bar
  matches /foo/bar/baz, but does not match /foo/barbaz).
* ImplementationSpecific: Interpretation of the Path matching is up to
  the IngressClass. Implementations can treat this as a separate PathType
  or treat it identically to Prefix or Exact path types.
Implementations are required to support all path types.≤
string
ﬁ
 io.k8s.api.events.v1.EventSeriesπ"ËEventSeries contain information on series of events, i.e. thing that was/is happening continuously for some time. How often to update the EventSeries is up to the event reporters. The default event reporter in "k8s.io/client-go/tools/events/event_broadcaster.go" shows how this struct is updated on heartbeats and can guide customized reporter implementations.öcountölastObservedTime≤
object §
n
counteint32"Pcount is the number of occurrences in this series up to the last heartbeat time.≤	
integer
±
lastObservedTimeú
<#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.MicroTime"\lastObservedTime is the time when last Event from the series was seen before last heartbeat.
ã	
#io.k8s.api.storage.v1.CSIDriverList„"3CSIDriverList is a collection of CSIDriver objects.öitems≤
object ≥
π
kind∞"¢Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds≤
string
 
metadataΩ
;#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.ListMeta"~Standard list metadata More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata
æ

apiVersionØ"°APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources≤
string
g
items^"items is the list of CSIDriver≤
array∫1
/
-#/definitions/io.k8s.api.storage.v1.CSIDriver˙a
x-kubernetes-group-version-kind><- group: storage.k8s.io
  kind: CSIDriverList
  version: v1

Ò
Sio.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1beta1.ExternalDocumentationô"YExternalDocumentation allows referencing an external resource for extended documentation.≤
object 0

description≤
string

url≤
string
ˇ
5io.k8s.api.autoscaling.v1.HorizontalPodAutoscalerSpec≈"-specification of a horizontal pod autoscaler.öscaleTargetRefömaxReplicas≤
object Ë
◊
targetCPUUtilizationPercentage¥int32"ûtarget average CPU utilization (represented as a percentage of requested CPU) over all the pods; if not specified the default autoscaling policy will be used.≤	
integer
ç
maxReplicas~int32"iupper limit for the number of pods that can be set by the autoscaler; cannot be smaller than MinReplicas.≤	
integer
Ú
minReplicas‚int32"ÃminReplicas is the lower limit for the number of replicas to which the autoscaler can scale down.  It defaults to 1 pod.  minReplicas is allowed to be 0 if the alpha feature gate HPAScaleToZero is enabled and at least one Object or External metric is configured.  Scaling is active as long as at least one metric value is available.≤	
integer
Ü
scaleTargetRefÛ
C#/definitions/io.k8s.api.autoscaling.v1.CrossVersionObjectReference"´reference to scaled resource; horizontal pod autoscaler will learn the current resource consumption and will set the desired number of pods by using its Scale subresource.
∫

<io.k8s.api.autoscaling.v2beta2.HorizontalPodAutoscalerStatus˘	"ZHorizontalPodAutoscalerStatus describes the current status of a horizontal pod autoscaler.öcurrentReplicasödesiredReplicasö
conditions≤
object ›
§
desiredReplicasêint32"{desiredReplicas is the desired number of replicas of pods managed by this autoscaler, as last calculated by the autoscaler.≤	
integer
Ó
lastScaleTime‹
7#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.Time"†lastScaleTime is the last time the HorizontalPodAutoscaler scaled the number of pods, used by the autoscaler to control how often the number of pods is changed.
x
observedGenerationbint64"MobservedGeneration is the most recent generation observed by this autoscaler.≤	
integer
¸

conditionsÌ"åconditions is the set of conditions required for this autoscaler to scale its target, and indicates whether or not those conditions are met.≤
array∫Q
O
M#/definitions/io.k8s.api.autoscaling.v2beta2.HorizontalPodAutoscalerCondition
¨
currentMetricsô"McurrentMetrics is the last read state of the metrics used by this autoscaler.≤
array∫=
;
9#/definitions/io.k8s.api.autoscaling.v2beta2.MetricStatus
ö
currentReplicasÜint32"qcurrentReplicas is current number of replicas of pods managed by this autoscaler, as last seen by the autoscaler.≤	
integer
ı
!io.k8s.api.core.v1.FCVolumeSourceœ"´Represents a Fibre Channel volume. Fibre Channel volumes can only be mounted as read/write once. Fibre Channel volumes support ownership management and SELinux relabeling.≤
object í
¿
fsTypeµ"ßFilesystem type to mount. Must be a filesystem type supported by the host operating system. Ex. "ext4", "xfs", "ntfs". Implicitly inferred to be "ext4" if unspecified.≤
string
:
lun3int32"Optional: FC target lun number≤	
integer
Ç
readOnlyv"hOptional: Defaults to false (read/write). ReadOnly here will force the ReadOnly setting in VolumeMounts.≤	
boolean
T

targetWWNsF"*Optional: FC target worldwide names (WWNs)≤
array∫
≤
string
µ
wwids´"éOptional: FC volume world wide identifiers (wwids) Either wwids or combination of targetWWNs and lun must be set, but not both simultaneously.≤
array∫
≤
string
ò
*io.k8s.api.rbac.v1beta1.ClusterRoleBindingÈ"óClusterRoleBinding references a ClusterRole, but not contain it.  It can reference a ClusterRole in the global namespace, and adds who information via Subject. Deprecated in v1.17 in favor of rbac.authorization.k8s.io/v1 ClusterRoleBinding, and will no longer be served in v1.22.öroleRef≤
object Ω
æ

apiVersionØ"°APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources≤
string
π
kind∞"¢Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds≤
string
h
metadata\
=#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta"Standard object's metadata.
«
roleRefª
-#/definitions/io.k8s.api.rbac.v1beta1.RoleRef"âRoleRef can only reference a ClusterRole in the global namespace. If the RoleRef cannot be resolved, the Authorizer must return an error.
â
subjects}"=Subjects holds references to the objects the role applies to.≤
array∫1
/
-#/definitions/io.k8s.api.rbac.v1beta1.Subject˙v
x-kubernetes-group-version-kindSQ- group: rbac.authorization.k8s.io
  kind: ClusterRoleBinding
  version: v1beta1

É
#io.k8s.api.apps.v1.DeploymentStatus€"HDeploymentStatus is the most recently observed status of the Deployment.≤
object Ç
]
readyReplicasLint32"7Total number of ready pods targeted by this deployment.≤	
integer
É
replicaswint32"bTotal number of non-terminated pods targeted by this deployment (their labels match the selector).≤	
integer
¡
unavailableReplicas©int32"ìTotal number of unavailable pods targeted by this deployment. This is the total number of pods that are still required for the deployment to have 100% available capacity. They may either be pods that are running but not yet available or pods that still have not been created.≤	
integer
å
updatedReplicasyint32"dTotal number of non-terminated pods targeted by this deployment that have the desired template spec.≤	
integer
ä
availableReplicasuint32"`Total number of available pods (ready for at least minReadySeconds) targeted by this deployment.≤	
integer
ﬁ
collisionCountÀint32"µCount of hash collisions for the Deployment. The Deployment controller uses this field as a collision avoidance mechanism when it needs to create the name for the newest ReplicaSet.≤	
integer
˜

conditionsË"MRepresents the latest available observations of a deployment's current state.≤
array∫8
6
4#/definitions/io.k8s.api.apps.v1.DeploymentCondition˙'
x-kubernetes-patch-merge-keytype
˙'
x-kubernetes-patch-strategymerge

`
observedGenerationJint64"5The generation observed by the deployment controller.≤	
integer
¡
!io.k8s.api.core.v1.DaemonEndpointõ"CDaemonEndpoint contains information about a single Daemon endpoint.öPort≤
object A
?
Port7int32""Port number of the given endpoint.≤	
integer
∆
&io.k8s.api.core.v1.ObjectFieldSelectorõ"?ObjectFieldSelector selects an APIVersioned field of an object.ö	fieldPath≤
object ø
h

apiVersionZ"MVersion of the schema the FieldPath is written in terms of, defaults to "v1".≤
string
S
	fieldPathF"9Path of the field to select in the specified API version.≤
string
‰
$io.k8s.api.core.v1.ResourceQuotaSpecª"GResourceQuotaSpec defines the desired hard limits to enforce for Quota.≤
object „
ﬂ
hard÷"Ühard is the set of desired hard limits for each named resource. More info: https://kubernetes.io/docs/concepts/policy/resource-quotas/™?
=
;#/definitions/io.k8s.apimachinery.pkg.api.resource.Quantity≤
object
‹
scopeSelector 
.#/definitions/io.k8s.api.core.v1.ScopeSelector"óscopeSelector is also a collection of filters like scopes that must match each object tracked by a quota but expressed using ScopeSelectorOperator in combination with possible values. For a resource to match, both scopes AND scopeSelector (if specified in spec), must be matched.
ü
scopesî"xA collection of filters that must match each object tracked by a quota. If not specified, the quota matches all objects.≤
array∫
≤
string

 io.k8s.api.discovery.v1.EndpointÀ"FEndpoint represents a single logical "backend" implementing a service.ö	addresses≤
object Ë
Ó
	addresses‡"†addresses of this endpoint. The contents of this field are interpreted according to the corresponding EndpointSlice addressType field. Consumers must handle different types of addresses in the context of their own capabilities. This must contain at least one address but no more than 100.≤
array∫
≤
string˙ 
x-kubernetes-list-typeset

î

conditionsÖ
8#/definitions/io.k8s.api.discovery.v1.EndpointConditions"Iconditions contains information about the current status of the endpoint.
æ
deprecatedTopologyß"âdeprecatedTopology contains topology information part of the v1beta1 API. This field is deprecated, and will be removed when the v1beta1 API is removed (no sooner than kubernetes v1.24).  While this field can hold values, it is not writable through the v1 API, and any attempts to write to it will be silently ignored. Topology information can be found in the zone and nodeName fields instead.™
≤
string≤
object
è
hintsÖ
3#/definitions/io.k8s.api.discovery.v1.EndpointHints"Nhints contains information associated with how an endpoint should be consumed.
Œ
hostname¡"≥hostname of this endpoint. This field may be used by consumers of endpoints to distinguish endpoints from each other (e.g. in DNS names). Multiple endpoints which use the same hostname should be considered fungible (e.g. multiple A values in DNS). Must be lowercase and pass DNS Label (RFC 1123) validation.≤
string
⁄
nodeNameÕ"ønodeName represents the name of the Node hosting this endpoint. This can be used to determine endpoints local to a Node. This field can be enabled with the EndpointSliceNodeName feature gate.≤
string
ê
	targetRefÇ
0#/definitions/io.k8s.api.core.v1.ObjectReference"NtargetRef is a reference to a Kubernetes object that represents this endpoint.
J
zoneB"5zone is the name of the Zone this endpoint exists in.≤
string
ù
6io.k8s.api.flowcontrol.v1beta1.FlowDistinguisherMethod‚"EFlowDistinguisherMethod specifies the method of a flow distinguisher.ötype≤
object Ö
Ç
typez"m`type` is the type of flow distinguisher method The supported types are "ByUser" and "ByNamespace". Required.≤
string

Qio.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1.CustomResourceValidationö"MCustomResourceValidation is a list of validation methods for CustomResources.≤
object º
π
openAPIV3Schema•
V#/definitions/io.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1.JSONSchemaProps"KopenAPIV3Schema is the OpenAPI v3 schema to use for validation and pruning.
—	
!io.k8s.api.apps.v1.ReplicaSetList´	".ReplicaSetList is a collection of ReplicaSets.öitems≤
object â
æ

apiVersionØ"°APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources≤
string
∑
items≠"oList of ReplicaSets. More info: https://kubernetes.io/docs/concepts/workloads/controllers/replicationcontroller≤
array∫/
-
+#/definitions/io.k8s.api.apps.v1.ReplicaSet
π
kind∞"¢Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds≤
string
œ
metadata¬
;#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.ListMeta"ÇStandard list metadata. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds˙X
x-kubernetes-group-version-kind53- group: apps
  kind: ReplicaSetList
  version: v1

Ì
 io.k8s.api.batch.v1beta1.CronJob»":CronJob represents the configuration of a single cron job.≤
object £

π
kind∞"¢Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds≤
string
“
metadata≈
=#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta"ÉStandard object's metadata. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata
˚
specÚ
2#/definitions/io.k8s.api.batch.v1beta1.CronJobSpec"ªSpecification of the desired behavior of a cron job, including the schedule. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#spec-and-status
–
status≈
4#/definitions/io.k8s.api.batch.v1beta1.CronJobStatus"åCurrent status of a cron job. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#spec-and-status
æ

apiVersionØ"°APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources≤
string˙W
x-kubernetes-group-version-kind42- group: batch
  kind: CronJob
  version: v1beta1

ÿ
)io.k8s.api.rbac.v1.ClusterRoleBindingList™"=ClusterRoleBindingList is a collection of ClusterRoleBindingsöitems≤
object ‹
æ

apiVersionØ"°APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources≤
string
u
itemsl"&Items is a list of ClusterRoleBindings≤
array∫7
5
3#/definitions/io.k8s.api.rbac.v1.ClusterRoleBinding
π
kind∞"¢Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds≤
string
f
metadataZ
;#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.ListMeta"Standard object's metadata.˙u
x-kubernetes-group-version-kindRP- group: rbac.authorization.k8s.io
  kind: ClusterRoleBindingList
  version: v1

®
_io.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1beta1.CustomResourceDefinitionConditionƒ"YCustomResourceDefinitionCondition contains details for the current condition of this pod.ötypeöstatus≤
object  
q
typei"\type is the type of the condition. Types include Established, NamesAccepted and Terminating.≤
string
•
lastTransitionTimeé
7#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.Time"SlastTransitionTime last time the condition transitioned from one status to another.
e
messageZ"Mmessage is a human-readable message indicating details about last transition.≤
string
j
reason`"Sreason is a unique, one-word, CamelCase reason for the condition's last transition.≤
string
Z
statusP"Cstatus is the status of the condition. Can be True, False, Unknown.≤
string
Á
1io.k8s.api.autoscaling.v2beta2.ObjectMetricStatus±"éObjectMetricStatus indicates the current value of a metric describing a kubernetes object (for example, hits-per-second on an Ingress object).ömetricöcurrentödescribedObject≤
object Ï
Ñ
currenty
>#/definitions/io.k8s.api.autoscaling.v2beta2.MetricValueStatus"7current contains the current value for the given metric
]
describedObjectJ
H#/definitions/io.k8s.api.autoscaling.v2beta2.CrossVersionObjectReference
É
metricy
=#/definitions/io.k8s.api.autoscaling.v2beta2.MetricIdentifier"8metric identifies the target metric by name and selector
ô
io.k8s.api.core.v1.EnvVar˚"AEnvVar represents an environment variable present in a Container.öname≤
object ¢
N
nameF"9Name of the environment variable. Must be a C_IDENTIFIER.≤
string
ª
value±"£Variable references $(VAR_NAME) are expanded using the previous defined environment variables in the container and any service environment variables. If a variable cannot be resolved, the reference in the input string will be unchanged. The $(VAR_NAME) syntax can be escaped with a double $$, ie: $$(VAR_NAME). Escaped references will never be expanded, regardless of whether the variable exists or not. Defaults to "".≤
string
ë
	valueFromÉ
-#/definitions/io.k8s.api.core.v1.EnvVarSource"RSource for the environment variable's value. Cannot be used if value is not empty.
‰
 io.k8s.api.core.v1.HTTPGetActionø"=HTTPGetAction describes an action based on HTTP Get requests.öport≤
object Í
7
path/""Path to access on the HTTP server.≤
string
«
portæ
=#/definitions/io.k8s.apimachinery.pkg.util.intstr.IntOrString"}Name or number of the port to access on the container. Number must be in the range 1 to 65535. Name must be an IANA_SVC_NAME.
R
schemeH";Scheme to use for connecting to the host. Defaults to HTTP.≤
string
}
hostu"hHost name to connect to, defaults to the pod IP. You probably want to set "Host" in httpHeaders instead.≤
string
ë
httpHeadersÅ"CCustom headers to set in the request. HTTP allows repeated headers.≤
array∫/
-
+#/definitions/io.k8s.api.core.v1.HTTPHeader
û
.io.k8s.api.core.v1.PersistentVolumeClaimStatusÎ"OPersistentVolumeClaimStatus is the current status of a persistent volume claim.≤
object ã
“
accessModes¬"•AccessModes contains the actual access modes the volume backing the PVC has. More info: https://kubernetes.io/docs/concepts/storage/persistent-volumes#access-modes-1≤
array∫
≤
string
ï
capacityà"9Represents the actual resources of the underlying volume.™?
=
;#/definitions/io.k8s.apimachinery.pkg.api.resource.Quantity≤
object
«

conditions∏"ëCurrent Condition of persistent volume claim. If underlying persistent volume is being resized then the Condition will be set to 'ResizeStarted'.≤
array∫C
A
?#/definitions/io.k8s.api.core.v1.PersistentVolumeClaimCondition˙'
x-kubernetes-patch-merge-keytype
˙'
x-kubernetes-patch-strategymerge

R
phaseI"<Phase represents the current phase of PersistentVolumeClaim.≤
string
‚
&io.k8s.api.core.v1.QuobyteVolumeSource∑"áRepresents a Quobyte mount that lasts the lifetime of a pod. Quobyte volumes do not support ownership management or SELinux relabeling.öregistryövolume≤
object ä
Q
userI"<User to map volume access to Defaults to serivceaccount user≤
string
d
volumeZ"MVolume is a string that references an already created Quobyte volume by name.≤
string
G
group>"1Group to map volume access to Default is no group≤
string
Ç
readOnlyv"hReadOnly here will force the Quobyte volume to be mounted with read-only permissions. Defaults to false.≤	
boolean
·
registry‘"∆Registry represents a single or multiple Quobyte Registry services specified as a string as host:port pair (multiple entries are separated with commas) which acts as the central registry for volumes≤
string
ú
tenantë"ÉTenant owning the given Quobyte volume in the Backend Used with dynamically provisioned Quobyte volumes, value is set by the plugin≤
string
Í?
Hio.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1.JSONSchemaPropsù?"[JSONSchemaProps is a JSON-Schema following Specification Draft 4 (http://json-schema.org/).≤
object ±>
$
minPropertiesint64≤	
integer
p
anyOfg≤
array∫Z
X
V#/definitions/io.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1.JSONSchemaProps

description≤
string
X
exampleM
K#/definitions/io.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1.JSON
h
items_
]#/definitions/io.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1.JSONSchemaPropsOrArray

maxItemsint64≤	
integer
 
	maxLengthint64≤	
integer
}
patternPropertiesh™Z
X
V#/definitions/io.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1.JSONSchemaProps≤
object
n
externalDocs^
\#/definitions/io.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1.ExternalDocumentation
$
maxPropertiesint64≤	
integer

minItemsint64≤	
integer

minimumdouble≤
number
!

multipleOfdouble≤
number

pattern≤
string

$ref≤
string
d
enum\≤
array∫O
M
K#/definitions/io.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1.JSON
&
required≤
array∫
≤
string

maximumdouble≤
number
 
	minLengthint64≤	
integer

type≤
string
á
x-kubernetes-int-or-stringË"Ÿx-kubernetes-int-or-string specifies that this value is either an integer or a string. If this is true, an empty type is allowed and type as child of anyOf is permitted if following one of the following patterns:

1) anyOf:
   - type: integer
   - type: string
2) allOf:
   - anyOf:
     - type: integer
     - type: string
   - ... zero or more≤	
boolean
ﬁ
x-kubernetes-list-type√"µx-kubernetes-list-type annotates an array to further describe its topology. This extension must only be used on lists and may have 3 possible values:

1) `atomic`: the list is treated as a single entity, like a scalar.
     Atomic lists will be entirely replaced when updated. This extension
     may be used on any type of list (struct, scalar, ...).
2) `set`:
     Sets are lists that must not have multiple items with the same value. Each
     value must be a scalar, an object with x-kubernetes-map-type `atomic` or an
     array with x-kubernetes-list-type `atomic`.
3) `map`:
     These lists are like maps in that their elements have a non-index key
     used to identify them. Order is preserved upon merge. The map tag
     must only be used on a list with elements of type object.
Defaults to atomic for arrays.≤
string
w
definitionsh™Z
X
V#/definitions/io.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1.JSONSchemaProps≤
object
v

propertiesh™Z
X
V#/definitions/io.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1.JSONSchemaProps≤
object

title≤
string
´
x-kubernetes-list-map-keyså"Ôx-kubernetes-list-map-keys annotates an array with the x-kubernetes-list-type `map` by specifying the keys used as the index of the map.

This tag MUST only be used on lists that have the "x-kubernetes-list-type" extension set to "map". Also, the values specified for this attribute must be a scalar typed field of the child structure (no nesting is supported).

The properties specified must either be required or have a default value, to ensure those properties are present for all list items.≤
array∫
≤
string
Ö
dependenciesu™g
e
c#/definitions/io.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1.JSONSchemaPropsOrStringArray≤
object
 
exclusiveMinimum≤	
boolean
p
oneOfg≤
array∫Z
X
V#/definitions/io.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1.JSONSchemaProps
ò
$x-kubernetes-preserve-unknown-fieldsÔ"‡x-kubernetes-preserve-unknown-fields stops the API server decoding step from pruning fields which are not specified in the validation schema. This affects fields recursively, but switches back to normal pruning behaviour if nested properties or additionalProperties are specified in the schema. This can either be true or undefined. False is forbidden.≤	
boolean
q
additionalItems^
\#/definitions/io.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1.JSONSchemaPropsOrBool
p
allOfg≤
array∫Z
X
V#/definitions/io.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1.JSONSchemaProps
ù
defaultë
K#/definitions/io.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1.JSON"¡default is a default value for undefined object fields. Defaulting is a beta feature under the CustomResourceDefaulting feature gate. Defaulting requires spec.preserveUnknownFields to be false.

id≤
string

nullable≤	
boolean
”
x-kubernetes-embedded-resource∞"°x-kubernetes-embedded-resource defines that the value is an embedded Kubernetes runtime.Object, with TypeMeta and ObjectMeta. The type must be object. It is allowed to further restrict the embedded object. kind, apiVersion and metadata are validated automatically. x-kubernetes-preserve-unknown-fields is allowed to be true, but does not have to be if the object is fully specified (up to kind, apiVersion, metadata).≤	
boolean
†
x-kubernetes-map-typeÜ"¯x-kubernetes-map-type annotates an object to further describe its topology. This extension must only be used when type is object and may have 2 possible values:

1) `granular`:
     These maps are actual maps (key-value pairs) and each fields are independent
     from each other (they can each be manipulated by separate actors). This is
     the default behaviour for all maps.
2) `atomic`: the list is treated as a single entity, like a scalar.
     Atomic maps will be entirely replaced when updated.≤
string

$schema≤
string
v
additionalProperties^
\#/definitions/io.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1.JSONSchemaPropsOrBool
 
exclusiveMaximum≤	
boolean
∂
format´"ùformat is an OpenAPI v3 format string. Unknown formats are ignored. The following formats are validated:

- bsonobjectid: a bson object ID, i.e. a 24 characters hex string - uri: an URI as parsed by Golang net/url.ParseRequestURI - email: an email address as parsed by Golang net/mail.ParseAddress - hostname: a valid representation for an Internet host name, as defined by RFC 1034, section 3.1 [RFC1034]. - ipv4: an IPv4 IP as parsed by Golang net.ParseIP - ipv6: an IPv6 IP as parsed by Golang net.ParseIP - cidr: a CIDR as parsed by Golang net.ParseCIDR - mac: a MAC address as parsed by Golang net.ParseMAC - uuid: an UUID that allows uppercase defined by the regex (?i)^[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}$ - uuid3: an UUID3 that allows uppercase defined by the regex (?i)^[0-9a-f]{8}-?[0-9a-f]{4}-?3[0-9a-f]{3}-?[0-9a-f]{4}-?[0-9a-f]{12}$ - uuid4: an UUID4 that allows uppercase defined by the regex (?i)^[0-9a-f]{8}-?[0-9a-f]{4}-?4[0-9a-f]{3}-?[89ab][0-9a-f]{3}-?[0-9a-f]{12}$ - uuid5: an UUID5 that allows uppercase defined by the regex (?i)^[0-9a-f]{8}-?[0-9a-f]{4}-?5[0-9a-f]{3}-?[89ab][0-9a-f]{3}-?[0-9a-f]{12}$ - isbn: an ISBN10 or ISBN13 number string like "0321751043" or "978-0321751041" - isbn10: an ISBN10 number string like "0321751043" - isbn13: an ISBN13 number string like "978-0321751041" - creditcard: a credit card number defined by the regex ^(?:4[0-9]{12}(?:[0-9]{3})?|5[1-5][0-9]{14}|6(?:011|5[0-9][0-9])[0-9]{12}|3[47][0-9]{13}|3(?:0[0-5]|[68][0-9])[0-9]{11}|(?:2131|1800|35\d{3})\d{11})$ with any non digit characters mixed in - ssn: a U.S. social security number following the regex ^\d{3}[- ]?\d{2}[- ]?\d{4}$ - hexcolor: an hexadecimal color code like "#FFFFFF: following the regex ^#?([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$ - rgbcolor: an RGB color code like rgb like "rgb(255,255,2559" - byte: base64 encoded binary data - password: any kind of string - date: a date string like "2006-01-02" as defined by full-date in RFC3339 - duration: a duration string like "22 ns" as parsed by Golang time.ParseDuration or compatible with Scala duration format - datetime: a date time string like "2014-12-15T19:30:20.000Z" as defined by date-time in RFC3339.≤
string
_
notX
V#/definitions/io.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1.JSONSchemaProps

uniqueItems≤	
boolean
å
7io.k8s.api.autoscaling.v1.HorizontalPodAutoscalerStatus–"-current status of a horizontal pod autoscaleröcurrentReplicasödesiredReplicas≤
object Ó
ﬂ
currentCPUUtilizationPercentageªint32"•current average CPU utilization over all pods, represented as a percentage of requested CPU, e.g. 70 means that an average pod is using now 70% of its requested CPU.≤	
integer
f
currentReplicasSint32">current number of replicas of pods managed by this autoscaler.≤	
integer
f
desiredReplicasSint32">desired number of replicas of pods managed by this autoscaler.≤	
integer
Ÿ
lastScaleTime«
7#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.Time"ãlast time the HorizontalPodAutoscaler scaled the number of pods; used by the autoscaler to control how often the number of pods is changed.
^
observedGenerationHint64"3most recent generation observed by this autoscaler.≤	
integer
√
?io.k8s.api.autoscaling.v2beta2.HorizontalPodAutoscalerConditionˇ"eHorizontalPodAutoscalerCondition describes the state of a HorizontalPodAutoscaler at a certain point.ötypeöstatus≤
object ˘
´
lastTransitionTimeî
7#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.Time"YlastTransitionTime is the last time the condition transitioned from one status to another
g
message\"Omessage is a human-readable explanation containing details about the transition≤
string
P
reasonF"9reason is the reason for the condition's last transition.≤
string
S
statusI"<status is the status of the condition (True, False, Unknown)≤
string
9
type1"$type describes the current condition≤
string
õ
<io.k8s.api.autoscaling.v2beta2.ContainerResourceMetricStatus⁄"¸ContainerResourceMetricStatus indicates the current value of a resource metric known to Kubernetes, as specified in requests and limits, describing a single container in each pod in the current scale target (e.g. CPU or memory).  Such metrics are built in to Kubernetes, and have special scaling options on top of those available to normal per-pod metrics using the "pods" source.önameöcurrentö	container≤
object Ø
Ñ
currenty
>#/definitions/io.k8s.api.autoscaling.v2beta2.MetricValueStatus"7current contains the current value for the given metric
B
name:"-Name is the name of the resource in question.≤
string
b
	containerU"HContainer is the name of the container in the pods of the scaling target≤
string
‰
'io.k8s.api.networking.v1.IngressBackend∏"DIngressBackend describes all endpoints for a given service and port.≤
object „
±
resource§
:#/definitions/io.k8s.api.core.v1.TypedLocalObjectReference"ÂResource is an ObjectRef to another Kubernetes resource in the namespace of the Ingress object. If resource is specified, a service.Name and service.Port must not be specified. This is a mutually exclusive setting with "Service".
¨
service†
<#/definitions/io.k8s.api.networking.v1.IngressServiceBackend"`Service references a Service as a Backend. This is a mutually exclusive setting with "Resource".
Ÿ
io.k8s.api.core.v1.Affinityπ"1Affinity is a group of affinity scheduling rules.≤
object ˜
¥
podAffinity§
,#/definitions/io.k8s.api.core.v1.PodAffinity"tDescribes pod affinity scheduling rules (e.g. co-locate this pod in the same node, zone, etc. as some other pod(s)).
≈
podAntiAffinity±
0#/definitions/io.k8s.api.core.v1.PodAntiAffinity"}Describes pod anti-affinity scheduling rules (e.g. avoid putting this pod in the same node, zone, etc. as some other pod(s)).
v
nodeAffinityf
-#/definitions/io.k8s.api.core.v1.NodeAffinity"5Describes node affinity scheduling rules for the pod.
Ê
(io.k8s.api.core.v1.GlusterfsVolumeSourceπ"ãRepresents a Glusterfs mount that lasts the lifetime of a pod. Glusterfs volumes do not support ownership management or SELinux relabeling.ö	endpointsöpath≤
object â
´
	endpointsù"èEndpointsName is the endpoint name that details Glusterfs topology. More info: https://examples.k8s.io/volumes/glusterfs/README.md#create-a-pod≤
string
É
path{"nPath is the Glusterfs volume path. More info: https://examples.k8s.io/volumes/glusterfs/README.md#create-a-pod≤
string
“
readOnly≈"∂ReadOnly here will force the Glusterfs volume to be mounted with read-only permissions. Defaults to false. More info: https://examples.k8s.io/volumes/glusterfs/README.md#create-a-pod≤	
boolean
Î	
%io.k8s.api.core.v1.ServiceAccountList¡	"6ServiceAccountList is a list of ServiceAccount objectsöitems≤
object ï
√
itemsπ"wList of ServiceAccounts. More info: https://kubernetes.io/docs/tasks/configure-pod-container/configure-service-account/≤
array∫3
1
/#/definitions/io.k8s.api.core.v1.ServiceAccount
π
kind∞"¢Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds≤
string
œ
metadata¬
;#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.ListMeta"ÇStandard list metadata. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds
æ

apiVersionØ"°APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources≤
string˙Z
x-kubernetes-group-version-kind75- version: v1
  group: ""
  kind: ServiceAccountList

“
)io.k8s.api.networking.v1beta1.IngressSpec§";IngressSpec describes the Ingress the user wishes to exist.≤
object ÿ
¥
ingressClassNameü"ëIngressClassName is the name of the IngressClass cluster resource. The associated IngressClass defines which controller will implement the resource. This replaces the deprecated `kubernetes.io/ingress.class` annotation. For backwards compatibility, when that annotation is set, it must be given precedence over this field. The controller may emit a warning if the field and annotation have different values. Implementations of this API should ignore Ingresses without a class specified. An IngressClass resource may be marked as default, which can be used to set a default value for this field. For more information, refer to the IngressClass documentation.≤
string
ÿ
rulesŒ"ÉA list of host rules used to configure the Ingress. If unspecified, or no rule matches, all traffic is sent to the default backend.≤
array∫;
9
7#/definitions/io.k8s.api.networking.v1beta1.IngressRule
Ü
tls˛"¥TLS configuration. Currently the Ingress only supports a single TLS port, 443. If multiple members of this list specify different hosts, they will be multiplexed on the same port according to the hostname specified through the SNI TLS extension, if the ingress controller fulfilling the ingress supports SNI.≤
array∫:
8
6#/definitions/io.k8s.api.networking.v1beta1.IngressTLS
∫
backendÆ
:#/definitions/io.k8s.api.networking.v1beta1.IngressBackend"ÔA default backend capable of servicing requests that don't match any rule. At least one of 'backend' or 'rules' must be specified. This field is optional to allow the loadbalancer controller or defaulting logic to specify a global default.
ò	
.io.k8s.api.authorization.v1.ResourceAttributesÂ"tResourceAttributes includes the authorization attributes available for resource requests to the Authorizer interface≤
object ‡
É
verb{"nVerb is a kubernetes resource API verb, like: get, list, watch, create, update, delete, proxy.  "*" means all.≤
string
S
versionH";Version is the API Version of the Resource.  "*" means all.≤
string
M
groupD"7Group is the API Group of the Resource.  "*" means all.≤
string
Ç
namez"mName is the name of the resource being requested for a "get" or deleted for a "delete". "" (empty) means all.≤
string
Ù
	namespaceÊ"ÿNamespace is the namespace of the action being requested.  Currently, there is no distinction between no namespace and all namespaces "" (empty) is defaulted for LocalSubjectAccessReviews "" (empty) is empty for cluster-scoped resources "" (empty) means "all" for namespace scoped resources from a SubjectAccessReview or SelfSubjectAccessReview≤
string
X
resourceL"?Resource is one of the existing resource types.  "*" means all.≤
string
^
subresourceO"BSubresource is one of the existing resource types.  "" means none.≤
string
î	
)io.k8s.api.coordination.v1beta1.LeaseListÊ"%LeaseList is a list of Lease objects.öitems≤
object æ
æ

apiVersionØ"°APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources≤
string
q
itemsh""Items is a list of schema objects.≤
array∫7
5
3#/definitions/io.k8s.api.coordination.v1beta1.Lease
π
kind∞"¢Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds≤
string
À
metadataæ
;#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.ListMeta"Standard list metadata. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata˙g
x-kubernetes-group-version-kindDB- group: coordination.k8s.io
  kind: LeaseList
  version: v1beta1

®
%io.k8s.api.core.v1.PodDNSConfigOption"9PodDNSConfigOption defines DNS resolver options of a pod.≤
object 6

name"	Required.≤
string

value≤
string
÷
 io.k8s.api.core.v1.ResourceQuota±"FResourceQuota sets aggregate quota restrictions enforced per namespace≤
object Ç

æ

apiVersionØ"°APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources≤
string
π
kind∞"¢Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds≤
string
“
metadata≈
=#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta"ÉStandard object's metadata. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata
√
spec∫
2#/definitions/io.k8s.api.core.v1.ResourceQuotaSpec"ÉSpec defines the desired quota. https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#spec-and-status
Á
status‹
4#/definitions/io.k8s.api.core.v1.ResourceQuotaStatus"£Status defines the actual enforced quota and its current usage. https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#spec-and-status˙U
x-kubernetes-group-version-kind20- group: ""
  kind: ResourceQuota
  version: v1

•
%io.k8s.api.core.v1.SecretVolumeSource˚"ÌAdapts a Secret into a volume.

The contents of the target Secret's Data field will be presented in a volume as files using the keys in the Data field as the file names. Secret volumes support ownership management and SELinux relabeling.≤
object ¸	
Í
defaultMode⁄int32"ƒOptional: mode bits used to set permissions on created files by default. Must be an octal value between 0000 and 0777 or a decimal value between 0 and 511. YAML accepts both octal and decimal values, JSON requires decimal values for mode bits. Defaults to 0644. Directories within the path are not affected by this setting. This might be in conflict with other options that affect the file mode, like fsGroup, and the result can be other mode bits set.≤	
integer
§
itemsö"‹If unspecified, each key-value pair in the Data field of the referenced Secret will be projected into the volume as a file whose name is the key and content is the value. If specified, the listed keys will be projected into the specified paths, and unlisted keys will not be present. If a key is specified which is not present in the Secret, the volume setup will error unless it is marked optional. Paths must be relative and may not contain the '..' path or start with '..'.≤
array∫.
,
*#/definitions/io.k8s.api.core.v1.KeyToPath
P
optionalD"6Specify whether the Secret or its keys must be defined≤	
boolean
ì

secretNameÑ"wName of the secret in the pod's namespace to use. More info: https://kubernetes.io/docs/concepts/storage/volumes#secret≤
string
Ö
io.k8s.api.core.v1.ServiceÊ"ÁService is a named abstraction of software service (for example, mysql) consisting of local port (for example 3306) that the proxy listens on, and the selector that determines which pods will answer requests sent through the proxy.≤
object õ

˛
statusÛ
.#/definitions/io.k8s.api.core.v1.ServiceStatus"¿Most recently observed status of the service. Populated by the system. Read-only. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#spec-and-status
æ

apiVersionØ"°APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources≤
string
π
kind∞"¢Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds≤
string
“
metadata≈
=#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta"ÉStandard object's metadata. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata
≈
specº
,#/definitions/io.k8s.api.core.v1.ServiceSpec"ãSpec defines the behavior of a service. https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#spec-and-status˙O
x-kubernetes-group-version-kind,*- group: ""
  kind: Service
  version: v1

›
)io.k8s.api.extensions.v1beta1.IngressRuleØ"ÏIngressRule represents the rules mapping the paths under a specified host to the related backend services. Incoming requests are first evaluated for a host match, then routed to the backend associated with the matching IngressRuleValue.≤
object ±
J
httpB
@#/definitions/io.k8s.api.extensions.v1beta1.HTTPIngressRuleValue
‚

hostŸ
"À
Host is the fully qualified domain name of a network host, as defined by RFC 3986. Note the following deviations from the "host" part of the URI as defined in RFC 3986: 1. IPs are not allowed. Currently an IngressRuleValue can only apply to
   the IP in the Spec of the parent Ingress.
2. The `:` delimiter is not respected because ports are not allowed.
	  Currently the port of an Ingress is implicitly :80 for http and
	  :443 for https.
Both these may change in the future. Incoming requests are matched against the host before the IngressRuleValue. If the host is unspecified, the Ingress routes all traffic based on the specified IngressRuleValue.

Host can be "precise" which is a domain name without the terminating dot of a network host (e.g. "foo.bar.com") or "wildcard", which is a domain name prefixed with a single wildcard label (e.g. "*.foo.com"). The wildcard character '*' must appear by itself as the first DNS label and matches only a single label. You cannot have a wildcard label by itself (e.g. Host == "*"). Requests will be matched against the Host field in the following way: 1. If Host is precise, the request matches this rule if the http host header is equal to Host. 2. If Host is a wildcard, then the request matches this rule if the http host header is to equal to the suffix (removing the first label) of the wildcard rule.≤
string
É	
!io.k8s.api.core.v1.EndpointSubset›"≥EndpointSubset is a group of addresses with a common set of ports. The expanded set of endpoints is the Cartesian product of Addresses x Ports. For example, given:
  {
    Addresses: [{"ip": "10.10.1.1"}, {"ip": "10.10.2.2"}],
    Ports:     [{"name": "a", "port": 8675}, {"name": "b", "port": 309}]
  }
The resulting set of endpoints can be viewed as:
    a: [ 10.10.1.1:8675, 10.10.2.2:8675 ],
    b: [ 10.10.1.1:309, 10.10.2.2:309 ]≤
object ò
Î
	addresses›"ôIP addresses which offer the related ports that are marked as ready. These endpoints should be considered safe for load balancers and clients to utilize.≤
array∫4
2
0#/definitions/io.k8s.api.core.v1.EndpointAddress
©
notReadyAddressesì"œIP addresses which offer the related ports but are not currently marked as ready because they have not yet finished starting, have recently failed a readiness check, or have recently failed a liveness check.≤
array∫4
2
0#/definitions/io.k8s.api.core.v1.EndpointAddress
|
portss"3Port numbers available on the related IP addresses.≤
array∫1
/
-#/definitions/io.k8s.api.core.v1.EndpointPort
Ï
&io.k8s.api.core.v1.FlockerVolumeSource¡"√Represents a Flocker volume mounted by the Flocker agent. One and only one of datasetName and datasetUUID should be set. Flocker volumes do not support ownership management or SELinux relabeling.≤
object Ï
à
datasetNamey"lName of the dataset stored as metadata -> name on the dataset for Flocker should be considered as deprecated≤
string
_
datasetUUIDP"CUUID of the dataset. This is unique identifier of a Flocker dataset≤
string
å
&io.k8s.api.storage.v1.VolumeAttachment·"óVolumeAttachment captures the intent to attach or detach the specified volume to/from the specified node.

VolumeAttachment objects are non-namespaced.öspec≤
object  	
–
metadata√
=#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta"ÅStandard object metadata. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata
§
specõ
8#/definitions/io.k8s.api.storage.v1.VolumeAttachmentSpec"_Specification of the desired attach/detach volume behavior. Populated by the Kubernetes system.
–
status≈
:#/definitions/io.k8s.api.storage.v1.VolumeAttachmentStatus"ÜStatus of the VolumeAttachment request. Populated by the entity completing the attach or detach operation, i.e. the external-attacher.
æ

apiVersionØ"°APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources≤
string
π
kind∞"¢Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds≤
string˙d
x-kubernetes-group-version-kindA?- group: storage.k8s.io
  kind: VolumeAttachment
  version: v1

ê
!io.k8s.api.storage.v1.VolumeErrorÍ"DVolumeError captures an error encountered during a volume operation.≤
object ï
Æ
message¢"îString detailing the error encountered during Attach or Detach operation. This string may be logged, so it should not contain sensitive information.≤
string
b
timeZ
7#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.Time"Time the error was encountered.
Ì
1io.k8s.apimachinery.pkg.apis.meta.v1.APIGroupList∑"RAPIGroupList is a list of APIGroup, to allow clients to discover the API at /apis.ögroups≤
object Ù
æ

apiVersionØ"°APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources≤
string
u
groupsk"groups is a list of APIGroup.≤
array∫?
=
;#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.APIGroup
π
kind∞"¢Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds≤
string˙T
x-kubernetes-group-version-kind1/- group: ""
  kind: APIGroupList
  version: v1

á
io.k8s.api.core.v1.EndpointsÊ"˝Endpoints is a collection of endpoints that implement the actual service. Example:
  Name: "mysvc",
  Subsets: [
    {
      Addresses: [{"ip": "10.10.1.1"}, {"ip": "10.10.2.2"}],
      Ports: [{"name": "a", "port": 8675}, {"name": "b", "port": 309}]
    },
    {
      Addresses: [{"ip": "10.10.3.3"}],
      Ports: [{"name": "a", "port": 93}, {"name": "b", "port": 76}]
    },
 ]≤
object É
æ

apiVersionØ"°APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources≤
string
π
kind∞"¢Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds≤
string
“
metadata≈
=#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta"ÉStandard object's metadata. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata
Æ
subsets¢"ﬂThe set of all endpoints is the union of all subsets. Addresses are placed into subsets according to the IPs they share. A single address with multiple ports, some of which are ready and some of which are not (because they come from different containers) will result in the address being displayed in different subsets for the different ports. No address will appear in both Addresses and NotReadyAddresses in the same subset. Sets of addresses and ports that comprise a service.≤
array∫3
1
/#/definitions/io.k8s.api.core.v1.EndpointSubset˙Q
x-kubernetes-group-version-kind.,- group: ""
  kind: Endpoints
  version: v1

¢
 io.k8s.api.core.v1.ServiceStatus˝"9ServiceStatus represents the current status of a service.≤
object ≥
î

conditionsÖ"Current service state≤
array∫@
>
<#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.Condition˙'
x-kubernetes-list-map-keys	- type
˙ 
x-kubernetes-list-typemap
˙'
x-kubernetes-patch-merge-keytype
˙'
x-kubernetes-patch-strategymerge

ô
loadBalancerà
3#/definitions/io.k8s.api.core.v1.LoadBalancerStatus"QLoadBalancer contains the current status of the load-balancer, if one is present.
ù
!io.k8s.api.core.v1.LimitRangeSpec˜"NLimitRangeSpec defines a min/max usage limit for resources that match on kind.ölimits≤
object è
å
limitsÅ"?Limits is the list of LimitRangeItem objects that are enforced.≤
array∫3
1
/#/definitions/io.k8s.api.core.v1.LimitRangeItem
Ω
-io.k8s.api.networking.v1beta1.HTTPIngressPathã"oHTTPIngressPath associates a path with a backend. Incoming urls matching the path are forwarded to the backend.öbackend≤
object Å
§
backendò
:#/definitions/io.k8s.api.networking.v1beta1.IngressBackend"ZBackend defines the referenced service endpoint to which the traffic will be forwarded to.
û
pathï"áPath is matched against the path of an incoming request. Currently it can contain characters disallowed from the conventional "path" part of a URL as defined by RFC 3986. Paths must begin with a '/'. When unspecified, all paths from incoming requests are matched.≤
string
∂
pathType©"õPathType determines the interpretation of the Path matching. PathType can be one of the following values: * Exact: Matches the URL path exactly. * Prefix: Matches based on a URL path prefix split by '/'. Matching is
  done on a path element by element basis. A path element refers is the
  list of labels in the path split by the '/' separator. A request is a
  match for path p if every p is an element-wise prefix of p of the
  request path. Note that if the last element of the path is a substring
  of the last element in request path, it is not a match (e.g. /foo/bar
  matches /foo/bar/baz, but does not match /foo/barbaz).
* ImplementationSpecific: Interpretation of the Path matching is up to
  the IngressClass. Implementations can treat this as a separate PathType
  or treat it identically to Prefix or Exact path types.
Implementations are required to support all path types. Defaults to ImplementationSpecific.≤
string
˝	
+io.k8s.api.policy.v1beta1.PodSecurityPolicyÕ	"òPodSecurityPolicy governs the ability to make requests that affect the Security Context that will be applied to a pod and container. Deprecated in 1.21.≤
object æ
j
specb
=#/definitions/io.k8s.api.policy.v1beta1.PodSecurityPolicySpec"!spec defines the policy enforced.
æ

apiVersionØ"°APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources≤
string
π
kind∞"¢Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds≤
string
“
metadata≈
=#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta"ÉStandard object's metadata. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata˙b
x-kubernetes-group-version-kind?=- group: policy
  kind: PodSecurityPolicy
  version: v1beta1

·
&io.k8s.api.scheduling.v1.PriorityClass∂"{PriorityClass defines mapping from a priority class name to the priority integer value. The value can be any valid integer.övalue≤
object ª
π
kind∞"¢Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds≤
string
“
metadata≈
=#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta"ÉStandard object's metadata. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata
Ñ
preemptionPolicyÔ"·PreemptionPolicy is the Policy for preempting pods with lower priority. One of Never, PreemptLowerPriority. Defaults to PreemptLowerPriority if unset. This field is beta-level, gated by the NonPreemptingPriority feature-gate.≤
string
®
valueûint32"àThe value of this priority class. This is the actual priority that pods receive when they have the name of this class in their pod spec.≤	
integer
æ

apiVersionØ"°APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources≤
string
ã
description|"odescription is an arbitrary string that usually provides guidelines on when this priority class should be used.≤
string
¶
globalDefaultî"ÖglobalDefault specifies whether this PriorityClass should be considered as the default priority for pods that do not have any priority class. Only one PriorityClass can be marked as `globalDefault`. However, if more than one PriorityClasses exists with their `globalDefault` field set to true, the smallest value of such global default PriorityClasses will be used as the default priority.≤	
boolean˙d
x-kubernetes-group-version-kindA?- group: scheduling.k8s.io
  kind: PriorityClass
  version: v1

ˆ
4io.k8s.api.authorization.v1.SubjectRulesReviewStatusΩ"ÁSubjectRulesReviewStatus contains the result of a rules check. This check can be incomplete depending on the set of authorizers the server is configured with and any errors experienced during evaluation. Because authorization rules are additive, if a rule appears in a list it's safe to assume the subject has that permission, even if that list is incomplete.öresourceRulesönonResourceRulesö
incomplete≤
object î
å
evaluationError¯"ÍEvaluationError can appear in combination with Rules. It indicates an error occurred during rule evaluation, such as an authorizer that doesn't support rule evaluation, and that ResourceRules and/or NonResourceRules may be incomplete.≤
string
›

incompleteŒ"øIncomplete is true when the rules returned by this call are incomplete. This is most commonly encountered when an authorizer, such as an external authorizer, doesn't support rules evaluation.≤	
boolean
ñ
nonResourceRulesÅ"¥NonResourceRules is the list of actions the subject is allowed to perform on non-resources. The list ordering isn't significant, may contain duplicates, and possibly be incomplete.≤
array∫=
;
9#/definitions/io.k8s.api.authorization.v1.NonResourceRule
â
resourceRules˜"≠ResourceRules is the list of actions the subject is allowed to perform on resources. The list ordering isn't significant, may contain duplicates, and possibly be incomplete.≤
array∫:
8
6#/definitions/io.k8s.api.authorization.v1.ResourceRule
â
0io.k8s.api.authorization.v1beta1.NonResourceRule‘"LNonResourceRule holds information that describes a rule for the non-resourceöverbs≤
object Ô
À
nonResourceURLs∑"öNonResourceURLs is a set of partial urls that a user should have access to.  *s are allowed, but only as the full, final step in the path.  "*" means all.≤
array∫
≤
string
û
verbsî"xVerb is a list of kubernetes non-resource API verbs, like: get, post, put, delete, patch, head, options.  "*" means all.≤
array∫
≤
string
≠
:io.k8s.api.autoscaling.v2beta2.HorizontalPodAutoscalerSpecÓ"_HorizontalPodAutoscalerSpec describes the desired functionality of the HorizontalPodAutoscaler.öscaleTargetRefömaxReplicas≤
object ﬂ
Æ
behavior°
L#/definitions/io.k8s.api.autoscaling.v2beta2.HorizontalPodAutoscalerBehavior"–behavior configures the scaling behavior of the target in both Up and Down directions (scaleUp and scaleDown fields respectively). If not set, the default HPAScalingRules for scale up and scale down are used.
©
maxReplicasôint32"ÉmaxReplicas is the upper limit for the number of replicas to which the autoscaler can scale up. It cannot be less that minReplicas.≤	
integer
Å
metricsı"™metrics contains the specifications for which to use to calculate the desired replica count (the maximum replica count across all metrics will be used).  The desired replica count is calculated multiplying the ratio between the target value and the current value by the current number of pods.  Ergo, metrics used must decrease as the pod count is increased, and vice-versa.  See the individual metric source types for more information about how each type of metric must respond. If not set, the default metric will be set to 80% average CPU utilization.≤
array∫;
9
7#/definitions/io.k8s.api.autoscaling.v2beta2.MetricSpec
Ú
minReplicas‚int32"ÃminReplicas is the lower limit for the number of replicas to which the autoscaler can scale down.  It defaults to 1 pod.  minReplicas is allowed to be 0 if the alpha feature gate HPAScaleToZero is enabled and at least one Object or External metric is configured.  Scaling is active as long as at least one metric value is available.≤	
integer
Ü
scaleTargetRefÛ
H#/definitions/io.k8s.api.autoscaling.v2beta2.CrossVersionObjectReference"¶scaleTargetRef points to the target resource to scale, and is used to the pods for which metrics should be collected, as well as to actually change the replica count.
ª
"io.k8s.api.core.v1.EndpointAddressî"<EndpointAddress is a tuple that describes single IP address.öip≤
object ¬
6
hostname*"The Hostname of this endpoint≤
string
†
ipô"ãThe IP of this endpoint. May not be loopback (127.0.0.0/8), link-local (169.254.0.0/16), or link-local multicast ((224.0.0.0/24). IPv6 is also accepted but not fully supported on all platforms. Also, certain kubernetes components, like kube-proxy, are not IPv6 ready.≤
string
w
nodeNamek"^Optional: Node hosting this endpoint. This can be used to determine endpoints local to a node.≤
string
l
	targetRef_
0#/definitions/io.k8s.api.core.v1.ObjectReference"+Reference to object providing the endpoint.
ß
"io.k8s.api.node.v1beta1.SchedulingÄ"TScheduling specifies the scheduling constraints for nodes supporting a RuntimeClass.≤
object õ
Á
nodeSelector÷"∏nodeSelector lists labels that must be present on nodes that support this RuntimeClass. Pods using this RuntimeClass can only be scheduled to a node matched by this selector. The RuntimeClass nodeSelector is merged with a pod's existing nodeSelector. Any conflicts will cause the pod to be rejected in admission.™
≤
string≤
object
Æ
tolerationsû"πtolerations are appended (excluding duplicates) to pods running with this RuntimeClass during admission, effectively unioning the set of nodes tolerated by the pod and the RuntimeClass.≤
array∫/
-
+#/definitions/io.k8s.api.core.v1.Toleration˙#
x-kubernetes-list-type	atomic

°

Fio.k8s.api.admissionregistration.v1.ValidatingWebhookConfigurationList÷	"OValidatingWebhookConfigurationList is a list of ValidatingWebhookConfiguration.öitems≤
object Ê
æ

apiVersionØ"°APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources≤
string
î
itemsä"'List of ValidatingWebhookConfiguration.≤
array∫T
R
P#/definitions/io.k8s.api.admissionregistration.v1.ValidatingWebhookConfiguration
π
kind∞"¢Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds≤
string
œ
metadata¬
;#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.ListMeta"ÇStandard list metadata. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds˙Ñ
x-kubernetes-group-version-kinda_- version: v1
  group: admissionregistration.k8s.io
  kind: ValidatingWebhookConfigurationList

Ã
2io.k8s.api.authorization.v1.SelfSubjectRulesReviewï"àSelfSubjectRulesReview enumerates the set of actions the current user can perform within a namespace. The returned list of actions may be incomplete depending on the server's authorization mode, and any errors experienced during the evaluation. SelfSubjectRulesReview should be used by UIs to show/hide actions, or to quickly let an end user reason about their permissions. It should NOT Be used by external systems to drive authorization decisions as this raises confused deputy, cache lifetime/revocation, and correctness concerns. SubjectAccessReview, and LocalAccessReview are the correct way to defer authorization decisions to the API server.öspec≤
object Å
K
metadata?
=#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta
ä
specÅ
D#/definitions/io.k8s.api.authorization.v1.SelfSubjectRulesReviewSpec"9Spec holds information about the request being evaluated.
ß
statusú
B#/definitions/io.k8s.api.authorization.v1.SubjectRulesReviewStatus"VStatus is filled in by the server and indicates the set of actions a user can perform.
æ

apiVersionØ"°APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources≤
string
π
kind∞"¢Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds≤
string˙p
x-kubernetes-group-version-kindMK- kind: SelfSubjectRulesReview
  version: v1
  group: authorization.k8s.io

¿
#io.k8s.api.rbac.v1beta1.ClusterRoleò"˘ClusterRole is a cluster level, logical grouping of PolicyRules that can be referenced as a unit by a RoleBinding or ClusterRoleBinding. Deprecated in v1.17 in favor of rbac.authorization.k8s.io/v1 ClusterRole, and will no longer be served in v1.22.≤
object õ	
Æ
aggregationRuleö
5#/definitions/io.k8s.api.rbac.v1beta1.AggregationRule"‡AggregationRule is an optional field that describes how to build the Rules for this ClusterRole. If AggregationRule is set, then the Rules are controller managed and direct changes to Rules will be stomped by the controller.
æ

apiVersionØ"°APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources≤
string
π
kind∞"¢Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds≤
string
h
metadata\
=#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta"Standard object's metadata.
Ä
rulesw"4Rules holds all the PolicyRules for this ClusterRole≤
array∫4
2
0#/definitions/io.k8s.api.rbac.v1beta1.PolicyRule˙o
x-kubernetes-group-version-kindLJ- group: rbac.authorization.k8s.io
  kind: ClusterRole
  version: v1beta1

˘
Xio.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1beta1.CustomResourceSubresourcesú"YCustomResourceSubresources defines the status and scale subresources for CustomResources.≤
object ≤
Ó
scale‰
j#/definitions/io.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1beta1.CustomResourceSubresourceScale"vscale indicates the custom resource should serve a `/scale` subresource that returns an `autoscaling/v1` Scale object.
æ
status≥
k#/definitions/io.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1beta1.CustomResourceSubresourceStatus"√status indicates the custom resource should serve a `/status` subresource. When enabled: 1. requests to the custom resource primary endpoint ignore changes to the `status` stanza of the object. 2. requests to the custom resource `/status` subresource ignore changes to anything other than the `status` stanza of the object.
…
.io.k8s.api.authentication.v1.TokenReviewStatusñ"DTokenReviewStatus is the result of the token authentication request.≤
object ¡
í
	audiencesÑ"ÁAudiences are audience identifiers chosen by the authenticator that are compatible with both the TokenReview and token. An identifier is any identifier in the intersection of the TokenReviewSpec audiences and the token's audiences. A client of the TokenReview API that sets the spec.audiences field should validate that a compatible audience identifier is returned in the status.audiences field to ensure that the TokenReview server is audience aware. If a TokenReview returns an empty status.audience field where status.authenticated is "true", the token is valid against the audience of the Kubernetes API server.≤
array∫
≤
string
g
authenticatedV"HAuthenticated indicates that the token was associated with a known user.≤	
boolean
H
error?"2Error indicates that the token couldn't be checked≤
string
w
usero
3#/definitions/io.k8s.api.authentication.v1.UserInfo"8User is the UserInfo associated with the provided token.
Ç
1io.k8s.api.core.v1.ReplicationControllerConditionÃ"bReplicationControllerCondition describes the state of a replication controller at a certain point.ötypeöstatus≤
object …
L
statusB"5Status of the condition, one of True, False, Unknown.≤
string
>
type6")Type of replication controller condition.≤
string
ï
lastTransitionTime
7#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.Time"DThe last time the condition transitioned from one status to another.
Y
messageN"AA human readable message indicating details about the transition.≤
string
F
reason<"/The reason for the condition's last transition.≤
string
Â
'io.k8s.api.core.v1.ConfigMapKeySelectorπ"Selects a key from a ConfigMap.ökey≤
object É
&
key"The key to select.≤
string
Ñ
name|"oName of the referent. More info: https://kubernetes.io/docs/concepts/overview/working-with-objects/names/#names≤
string
R
optionalF"8Specify whether the ConfigMap or its key must be defined≤	
boolean
∆
,io.k8s.api.core.v1.ConfigMapNodeConfigSourceï"lConfigMapNodeConfigSource contains the information to reference a ConfigMap as a config source for the Node.ö	namespaceönameökubeletConfigKey≤
object Ú
π
kubeletConfigKey§"ñKubeletConfigKey declares which key of the referenced ConfigMap corresponds to the KubeletConfiguration structure This field is required in all cases.≤
string
p
nameh"[Name is the metadata.name of the referenced ConfigMap. This field is required in all cases.≤
string

	namespacer"eNamespace is the metadata.namespace of the referenced ConfigMap. This field is required in all cases.≤
string
±
resourceVersionù"èResourceVersion is the metadata.ResourceVersion of the referenced ConfigMap. This field is forbidden in Node.Spec, and required in Node.Status.≤
string
å
uidÑ"wUID is the metadata.UID of the referenced ConfigMap. This field is forbidden in Node.Spec, and required in Node.Status.≤
string
‡	
(io.k8s.api.core.v1.StorageOSVolumeSource≥	"2Represents a StorageOS persistent volume resource.≤
object 
¿
fsTypeµ"ßFilesystem type to mount. Must be a filesystem type supported by the host operating system. Ex. "ext4", "xfs", "ntfs". Implicitly inferred to be "ext4" if unspecified.≤
string
x
readOnlyl"^Defaults to false (read/write). ReadOnly here will force the ReadOnly setting in VolumeMounts.≤	
boolean
œ
	secretRef¡
5#/definitions/io.k8s.api.core.v1.LocalObjectReference"áSecretRef specifies the secret to use for obtaining the StorageOS API credentials.  If not specified, default values will be attempted.
ã

volumeName}"pVolumeName is the human-readable name of the StorageOS volume.  Volume names are only unique within a namespace.≤
string
–
volumeNamespaceº"ÆVolumeNamespace specifies the scope of the volume within StorageOS.  If no namespace is specified then the Pod's namespace will be used.  This allows the Kubernetes name scoping to be mirrored within StorageOS for tighter integration. Set VolumeName to any name to override the default behaviour. Set to "default" if you are not using namespaces within StorageOS. Namespaces that do not pre-exist within StorageOS will be created.≤
string
€	
"io.k8s.api.policy.v1beta1.Eviction¥	"“Eviction evicts a pod from its node subject to certain policies and safety constraints. This is a subresource of Pod.  A request to cause such an eviction is created by POSTing to .../pods/<pod name>/evictions.≤
object Ù
æ

apiVersionØ"°APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources≤
string
r
deleteOptionsa
@#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.DeleteOptions"DeleteOptions may be provided
π
kind∞"¢Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds≤
string
Ä
metadatat
=#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta"3ObjectMeta describes the pod that is being evicted.˙Y
x-kubernetes-group-version-kind64- group: policy
  kind: Eviction
  version: v1beta1

†
+io.k8s.api.storage.v1beta1.VolumeAttachment"óVolumeAttachment captures the intent to attach or detach the specified volume to/from the specified node.

VolumeAttachment objects are non-namespaced.öspec≤
object ‘	
æ

apiVersionØ"°APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources≤
string
π
kind∞"¢Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds≤
string
–
metadata√
=#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta"ÅStandard object metadata. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata
©
spec†
=#/definitions/io.k8s.api.storage.v1beta1.VolumeAttachmentSpec"_Specification of the desired attach/detach volume behavior. Populated by the Kubernetes system.
’
status 
?#/definitions/io.k8s.api.storage.v1beta1.VolumeAttachmentStatus"ÜStatus of the VolumeAttachment request. Populated by the entity completing the attach or detach operation, i.e. the external-attacher.˙i
x-kubernetes-group-version-kindFD- group: storage.k8s.io
  kind: VolumeAttachment
  version: v1beta1

Â
Uio.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1.CustomResourceDefinitionSpecã"PCustomResourceDefinitionSpec describes how a user wants their resource to appearögroupönamesöscopeöversions≤
object á
•

conversionñ
_#/definitions/io.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1.CustomResourceConversion"3conversion defines conversion settings for the CRD.
Â
group€"Õgroup is the API group of the defined custom resource. The custom resources are served under `/apis/<group>/...`. Must match the name of the CustomResourceDefinition (in the form `<names.plural>.<group>`).≤
string
¥
names™
d#/definitions/io.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1.CustomResourceDefinitionNames"Bnames specify the resource and kind names for the custom resource.
©
preserveUnknownFieldsè"ÄpreserveUnknownFields indicates that object fields which are not specified in the OpenAPI schema should be preserved when persisting to storage. apiVersion, kind, metadata and known fields inside metadata are always preserved. This field is deprecated in favor of setting `x-preserve-unknown-fields` to true in `spec.versions[*].schema.openAPIV3Schema`. See https://kubernetes.io/docs/tasks/access-kubernetes-api/custom-resources/custom-resource-definitions/#pruning-versus-preserving-unknown-fields for details.≤	
boolean
õ
scopeë"Éscope indicates whether the defined custom resource is cluster- or namespace-scoped. Allowed values are `Cluster` and `Namespaced`.≤
string
Û
versionsÊ"Ïversions is the list of all API versions of the defined custom resource. Version names are used to compute the order in which served versions are listed in API discovery. If the version string is "kube-like", it will sort above non "kube-like" version strings, which are ordered lexicographically. "Kube-like" versions start with a "v", then are followed by a number (the major version), then optionally the string "alpha" or "beta" and another number (the minor version). These are sorted first by GA > beta > alpha (where GA is a version with no suffix such as beta or alpha), and then by comparing major version, then minor version. An example sorted list of versions: v10, v2, v1, v11beta2, v10beta3, v3beta1, v12alpha1, v11alpha2, foo1, foo10.≤
array∫j
h
f#/definitions/io.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1.CustomResourceDefinitionVersion
÷
4io.k8s.api.admissionregistration.v1.ServiceReferenceù";ServiceReference holds a reference to Service.legacy.k8s.ioö	namespaceöname≤
object æ
@
name8"+`name` is the name of the service. Required≤
string
O
	namespaceB"5`namespace` is the namespace of the service. Required≤
string
f
path^"Q`path` is an optional URL path which will be sent in any request to this service.≤
string
¿
port∑int32"°If specified, the port on the service that hosting webhook. Default to 443 for backward compatibility. `port` should be a valid port number (1-65535, inclusive).≤	
integer
æ
/io.k8s.api.autoscaling.v2beta1.PodsMetricSourceä"ÂPodsMetricSource indicates how to scale on a metric describing each pod in the current scale target (for example, transactions-processed-per-second). The values will be averaged together before being compared to the target value.ö
metricNameötargetAverageValue≤
object Ò
K

metricName="0metricName is the name of the metric in question≤
string
‹
selectorœ
@#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.LabelSelector"äselector is the string-encoded form of a standard kubernetes label selector for the given metric When set, it is passed as an additional parameter to the metrics server for more specific metrics scoping When unset, just the metricName will be used to gather metrics.
¬
targetAverageValue´
;#/definitions/io.k8s.apimachinery.pkg.api.resource.Quantity"ltargetAverageValue is the target value of the average of the metric across all relevant pods (as a quantity)
≈
-io.k8s.apimachinery.pkg.apis.meta.v1.ListMetaì"£ListMeta describes metadata that synthetic resources must have, including lists and various status objects. A resource may have only one of {ObjectMeta, ListMeta}.≤
object ﬁ
‰
continue◊"…continue may be set if the user set a limit on the number of items returned, and indicates that the server has more data available. The value is opaque and may be used to issue another request to the endpoint that served this list to retrieve the next set of available objects. Continuing a consistent list may not be possible if the server configuration has changed or more than a few minutes have passed. The resourceVersion field returned when using this continue value will be identical to the value in the first response, unless you have received this token from an error message.≤
string
ﬂ
remainingItemCount»int64"≤remainingItemCount is the number of subsequent items in the list which are not included in this list response. If the list request contained label or field selectors, then the number of remaining items is unknown and the field will be left unset and omitted during serialization. If the list is complete (either because it is not chunking or because this is the last chunk), then there are no more remaining items and this field will be left unset and omitted during serialization. Servers older than v1.15 do not set this field. The intended use of the remainingItemCount is *estimating* the size of a collection. Clients should not rely on the remainingItemCount to be set or to be exact.≤	
integer
•
resourceVersionë"ÉString that identifies the server's internal version of this object that can be used by clients to determine when objects have changed. Value must be treated as opaque by clients and passed unmodified back to the server. Populated by the system. Read-only. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#concurrency-control-and-consistency≤
string
Í
selfLink›"œselfLink is a URL representing this object. Populated by the system. Read-only.

DEPRECATED Kubernetes will stop propagating this field in 1.20 release and the field is planned to be removed in 1.21 release.≤
string
Ù
io.k8s.api.core.v1.Nodeÿ"iNode is a worker node in Kubernetes. Each node will have a unique identifier in the cache (i.e. in etcd).≤
object è

æ

apiVersionØ"°APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources≤
string
π
kind∞"¢Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds≤
string
“
metadata≈
=#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta"ÉStandard object's metadata. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata
ø
spec∂
)#/definitions/io.k8s.api.core.v1.NodeSpec"àSpec defines the behavior of a node. https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#spec-and-status
¯
statusÌ
+#/definitions/io.k8s.api.core.v1.NodeStatus"ΩMost recently observed status of the node. Populated by the system. Read-only. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#spec-and-status˙L
x-kubernetes-group-version-kind)'- group: ""
  kind: Node
  version: v1

˝
,io.k8s.api.core.v1.RBDPersistentVolumeSourceÃ"àRepresents a Rados Block Device mount that lasts the lifetime of a pod. RBD volumes support ownership management and SELinux relabeling.ömonitorsöimage≤
object ü
Ä
poolx"kThe rados pool name. Default is rbd. More info: https://examples.k8s.io/volumes/rbd/README.md#how-to-use-it≤
string
¥
readOnlyß"òReadOnly here will force the ReadOnly setting in VolumeMounts. Defaults to false. More info: https://examples.k8s.io/volumes/rbd/README.md#how-to-use-it≤	
boolean
Ù
	secretRefÊ
0#/definitions/io.k8s.api.core.v1.SecretReference"±SecretRef is name of the authentication secret for RBDUser. If provided overrides keyring. Default is nil. More info: https://examples.k8s.io/volumes/rbd/README.md#how-to-use-it
Ç
userz"mThe rados user name. Default is admin. More info: https://examples.k8s.io/volumes/rbd/README.md#how-to-use-it≤
string
≥
fsType®"öFilesystem type of the volume that you want to mount. Tip: Ensure that the filesystem type is supported by the host operating system. Examples: "ext4", "xfs", "ntfs". Implicitly inferred to be "ext4" if unspecified. More info: https://kubernetes.io/docs/concepts/storage/volumes#rbd≤
string
r
imagei"\The rados image name. More info: https://examples.k8s.io/volumes/rbd/README.md#how-to-use-it≤
string
´
keyringü"ëKeyring is the path to key ring for RBDUser. Default is /etc/ceph/keyring. More info: https://examples.k8s.io/volumes/rbd/README.md#how-to-use-it≤
string
é
monitorsÅ"eA collection of Ceph monitors. More info: https://examples.k8s.io/volumes/rbd/README.md#how-to-use-it≤
array∫
≤
string
Î
%io.k8s.api.events.v1beta1.EventSeries¡"qEventSeries contain information on series of events, i.e. thing that was/is happening continuously for some time.öcountölastObservedTime≤
object §
n
counteint32"Pcount is the number of occurrences in this series up to the last heartbeat time.≤	
integer
±
lastObservedTimeú
<#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.MicroTime"\lastObservedTime is the time when last Event from the series was seen before last heartbeat.
˘
,io.k8s.api.policy.v1.PodDisruptionBudgetSpec»"BPodDisruptionBudgetSpec is a description of a PodDisruptionBudget.≤
object ı
«
minAvailable∂
=#/definitions/io.k8s.apimachinery.pkg.util.intstr.IntOrString"ÙAn eviction is allowed if at least "minAvailable" pods selected by "selector" will still be available after the eviction, i.e. even in the absence of the evicted pod.  So for example you can prevent all voluntary evictions by specifying "100%".
µ
selector®
@#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.LabelSelector"∑Label query over pods whose evictions are managed by the disruption budget. A null selector will match no pods, while an empty ({}) selector will select all pods within the namespace.˙)
x-kubernetes-patch-strategy
replace


maxUnavailable›
=#/definitions/io.k8s.apimachinery.pkg.util.intstr.IntOrString"õAn eviction is allowed if at most "maxUnavailable" pods selected by "selector" are unavailable after the eviction, i.e. even in absence of the evicted pod. For example, one can prevent all voluntary evictions by specifying 0. This is a mutually exclusive setting with "minAvailable".
Í
Sio.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1.CustomResourceSubresourcesí"YCustomResourceSubresources defines the status and scale subresources for CustomResources.≤
object ®
È
scaleﬂ
e#/definitions/io.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1.CustomResourceSubresourceScale"vscale indicates the custom resource should serve a `/scale` subresource that returns an `autoscaling/v1` Scale object.
π
statusÆ
f#/definitions/io.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1.CustomResourceSubresourceStatus"√status indicates the custom resource should serve a `/status` subresource. When enabled: 1. requests to the custom resource primary endpoint ignore changes to the `status` stanza of the object. 2. requests to the custom resource `/status` subresource ignore changes to anything other than the `status` stanza of the object.
ù
Fio.k8s.kube-aggregator.pkg.apis.apiregistration.v1.APIServiceCondition“"NAPIServiceCondition describes the state of an APIService at a particular pointötypeöstatus≤
object „
ë
lastTransitionTime{
7#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.Time"@Last time the condition transitioned from one status to another.
X
messageM"@Human-readable message indicating details about last transition.≤
string
^
reasonT"GUnique, one-word, CamelCase reason for the condition's last transition.≤
string
Z
statusP"CStatus is the status of the condition. Can be True, False, Unknown.≤
string
7
type/""Type is the type of the condition.≤
string
Ÿ
io.k8s.api.batch.v1.CronJobπ":CronJob represents the configuration of a single cron job.≤
object ô

π
kind∞"¢Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds≤
string
“
metadata≈
=#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta"ÉStandard object's metadata. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata
ˆ
specÌ
-#/definitions/io.k8s.api.batch.v1.CronJobSpec"ªSpecification of the desired behavior of a cron job, including the schedule. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#spec-and-status
À
status¿
/#/definitions/io.k8s.api.batch.v1.CronJobStatus"åCurrent status of a cron job. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#spec-and-status
æ

apiVersionØ"°APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources≤
string˙R
x-kubernetes-group-version-kind/-- group: batch
  kind: CronJob
  version: v1

¶
+io.k8s.api.core.v1.ContainerStateTerminatedˆ">ContainerStateTerminated is a terminated state of a container.öexitCode≤
object ú
Å
	startedAtt
7#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.Time"9Time at which previous execution of the container started
R
containerIDC"6Container's ID in the format 'docker://<container_id>'≤
string
W
exitCodeKint32"6Exit status from the last termination of the container≤	
integer
t

finishedAtf
7#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.Time"+Time at which the container last terminated
O
messageD"7Message regarding the last termination of the container≤
string
P
reasonF"9(brief) reason from the last termination of the container≤
string
P
signalFint32"1Signal from the last termination of the container≤	
integer
ê$
io.k8s.api.core.v1.PodStatusÔ#"∂PodStatus represents information about the status of a pod. Status may trail the actual state of a system, especially if the node that hosts the pod cannot contact the control plane.≤
object ß"
g
hostIP]"PIP address of the host to which the pod is assigned. Empty if not yet scheduled.≤
string
€
	startTimeÕ
7#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.Time"ëRFC 3339 date and time at which the object was acknowledged by the Kubelet. This is before the Kubelet pulled the container image(s) for the pod.
x
podIPo"bIP address allocated to the pod. Routable at least within the cluster. Empty if not yet allocated.≤
string
õ

conditionså"xCurrent service state of pod. More info: https://kubernetes.io/docs/concepts/workloads/pods/pod-lifecycle#pod-conditions≤
array∫1
/
-#/definitions/io.k8s.api.core.v1.PodCondition˙'
x-kubernetes-patch-merge-keytype
˙'
x-kubernetes-patch-strategymerge

¨
containerStatusesñ"“The list has one entry per container in the manifest. Each entry is currently the output of `docker inspect`. More info: https://kubernetes.io/docs/concepts/workloads/pods/pod-lifecycle#pod-and-container-status≤
array∫4
2
0#/definitions/io.k8s.api.core.v1.ContainerStatus
â
ephemeralContainerStatusesÍ"¶Status for any ephemeral containers that have run in this pod. This field is alpha-level and is only populated by servers that enable the EphemeralContainers feature.≤
array∫4
2
0#/definitions/io.k8s.api.core.v1.ContainerStatus
¸
initContainerStatuses‚"ûThe list has one entry per init container in the manifest. The most recent successful init container will have ready = true, the most recently started container will have startTime set. More info: https://kubernetes.io/docs/concepts/workloads/pods/pod-lifecycle#pod-and-container-status≤
array∫4
2
0#/definitions/io.k8s.api.core.v1.ContainerStatus
k
message`"SA human readable message indicating details about why the pod is in this condition.≤
string
Õ
nominatedNodeName∑"©nominatedNodeName is set only when this pod preempts other pods on the node, but it cannot be scheduled right away as preemption victims receive their graceful termination periods. This field does not guarantee that the pod will be scheduled on this node. Scheduler may decide to place the pod elsewhere if other nodes become available sooner. Scheduler may also decide to give the resources on this node to a higher priority pod that is created after preemption. As a result, this field may be different than PodSpec.nodeName when the pod is scheduled.≤
string
∆	
phaseº	"Æ	The phase of a Pod is a simple, high-level summary of where the Pod is in its lifecycle. The conditions array, the reason and message fields, and the individual container status arrays contain more detail about the pod's status. There are five possible phase values:

Pending: The pod has been accepted by the Kubernetes system, but one or more of the container images has not been created. This includes time before being scheduled as well as time spent downloading images over the network, which could take a while. Running: The pod has been bound to a node, and all of the containers have been created. At least one container is still running, or is in the process of starting or restarting. Succeeded: All containers in the pod have terminated in success, and will not be restarted. Failed: All containers in the pod have terminated, and at least one container has terminated in failure. The container either exited with non-zero status or was terminated by the system. Unknown: For some reason the state of the pod could not be obtained, typically due to an error in communicating with the host of the pod.

More info: https://kubernetes.io/docs/concepts/workloads/pods/pod-lifecycle#pod-phase≤
string
á
podIPs¸"podIPs holds the IP addresses allocated to the pod. If this field is specified, the 0th entry must match the podIP field. Pods may be allocated at most 1 value for each of IPv4 and IPv6. This list is empty if no IPs have been allocated yet.≤
array∫*
(
&#/definitions/io.k8s.api.core.v1.PodIP˙%
x-kubernetes-patch-merge-keyip
˙'
x-kubernetes-patch-strategymerge

É
qosClassˆ"ËThe Quality of Service (QOS) classification assigned to the pod based on resource requirements See PodQOSClass type for available QOS classes More info: https://git.k8s.io/community/contributors/design-proposals/node/resource-qos.md≤
string
v
reasonl"_A brief CamelCase message indicating details about why the pod is in this state. e.g. 'Evicted'≤
string
Ã	
\io.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1beta1.CustomResourceDefinitionStatusÎ"RCustomResourceDefinitionStatus indicates the state of the CustomResourceDefinition≤
object à
˘
acceptedNamesÁ
i#/definitions/io.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1beta1.CustomResourceDefinitionNames"zacceptedNames are the names that are actually being used to serve discovery. They may be different than the names in spec.
™

conditionsõ"Nconditions indicate state for particular aspects of a CustomResourceDefinition≤
array∫q
o
m#/definitions/io.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1beta1.CustomResourceDefinitionCondition˙ 
x-kubernetes-list-typemap
˙'
x-kubernetes-list-map-keys	- type

‹
storedVersions…"¨storedVersions lists all versions of CustomResources that were ever persisted. Tracking these versions allows a migration path for stored versions in etcd. The field is mutable so a migration controller can finish a migration to another version (ensuring no old objects are left in storage), and then remove the rest of the versions from this list. Versions may not be removed from `spec.versions` while they exist in this list.≤
array∫
≤
string
¥4
3io.k8s.api.admissionregistration.v1.MutatingWebhook¸3"^MutatingWebhook describes an admission webhook and the resources and operations it applies to.önameöclientConfigösideEffectsöadmissionReviewVersions≤
object œ2
ú
timeoutSecondsâint32"ÛTimeoutSeconds specifies the timeout for this webhook. After the timeout passes, the webhook call will be ignored or the API call will fail based on the failure policy. The timeout value must be between 1 and 30 seconds. Default to 10 seconds.≤	
integer
ñ
admissionReviewVersions˙"›AdmissionReviewVersions is an ordered list of preferred `AdmissionReview` versions the Webhook expects. API server will try to use first version in the list which it supports. If none of the versions specified in this list supported by API server, validation will fail for this object. If a persisted webhook configuration specifies allowed versions and does not include any versions known to the API Server, calls to the webhook will fail and be subject to the failure policy.≤
array∫
≤
string
¨
failurePolicyö"åFailurePolicy defines how unrecognized errors from the admission endpoint are handled - allowed values are Ignore or Fail. Defaults to Fail.≤
string
È
objectSelector÷
@#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.LabelSelector"ëObjectSelector decides whether to run the webhook based on if the object has matching labels. objectSelector is evaluated against both the oldObject and newObject that would be sent to the webhook, and is considered to match if either object matches the selector. A null object (oldObject in the case of create, or newObject in the case of delete) or an object that cannot have labels (like a DeploymentRollback or a PodProxyOptions object) is not considered to match. Use the object selector only if the webhook is opt-in, because end users may skip the admission webhook by setting the labels. Default to the empty LabelSelector, which matches everything.
È
rulesﬂ"áRules describes what operations on what resources/subresources the webhook cares about. The webhook cares about an operation if it matches _any_ Rule. However, in order to prevent ValidatingAdmissionWebhooks and MutatingAdmissionWebhooks from putting the cluster in a state which cannot be recovered from without completely disabling the plugin, ValidatingAdmissionWebhooks and MutatingAdmissionWebhooks are never called on admission requests for ValidatingWebhookConfiguration and MutatingWebhookConfiguration objects.≤
array∫H
F
D#/definitions/io.k8s.api.admissionregistration.v1.RuleWithOperations
ê
reinvocationPolicy˘"ÎreinvocationPolicy indicates whether this webhook should be called multiple times as part of a single admission evaluation. Allowed values are "Never" and "IfNeeded".

Never: the webhook will not be called more than once in a single admission evaluation.

IfNeeded: the webhook will be called at least one additional time as part of the admission evaluation if the object being admitted is modified by other admission plugins after the initial webhook call. Webhooks that specify this option *must* be idempotent, able to process objects they previously admitted. Note: * the number of additional invocations is not guaranteed to be exactly one. * if additional invocations result in further modifications to the object, webhooks are not guaranteed to be invoked again. * webhooks that use this option may be reordered to minimize the number of additional invocations. * to validate an object after all mutations are guaranteed complete, use a validating admission webhook instead.

Defaults to "Never".≤
string
ı
sideEffectsÂ"◊SideEffects states whether this webhook has side effects. Acceptable values are: None, NoneOnDryRun (webhooks created via v1beta1 may also specify Some or Unknown). Webhooks with side effects MUST implement a reconciliation system, since a request may be rejected by a future step in the admission chain and the side effects therefore need to be undone. Requests with the dryRun attribute will be auto-rejected if they match a webhook with sideEffects == Unknown or Some.≤
string
ô
clientConfigà
E#/definitions/io.k8s.api.admissionregistration.v1.WebhookClientConfig"?ClientConfig defines how to communicate with the hook. Required
ú
matchPolicyå"˛matchPolicy defines how the "rules" list is used to match incoming requests. Allowed values are "Exact" or "Equivalent".

- Exact: match a request only if it exactly matches a specified rule. For example, if deployments can be modified via apps/v1, apps/v1beta1, and extensions/v1beta1, but "rules" only included `apiGroups:["apps"], apiVersions:["v1"], resources: ["deployments"]`, a request to apps/v1beta1 or extensions/v1beta1 would not be sent to the webhook.

- Equivalent: match a request if modifies a resource listed in rules, even via another API group or version. For example, if deployments can be modified via apps/v1, apps/v1beta1, and extensions/v1beta1, and "rules" only included `apiGroups:["apps"], apiVersions:["v1"], resources: ["deployments"]`, a request to apps/v1beta1 or extensions/v1beta1 would be converted to apps/v1 and sent to the webhook.

Defaults to "Equivalent"≤
string
Á
nameﬁ"–The name of the admission webhook. Name should be fully qualified, e.g., imagepolicy.kubernetes.io, where "imagepolicy" is the name of the webhook, and kubernetes.io is the name of the organization. Required.≤
string
›	
namespaceSelector«	
@#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.LabelSelector"Ç	NamespaceSelector decides whether to run the webhook on an object based on whether the namespace for that object matches the selector. If the object itself is a namespace, the matching is performed on object.metadata.labels. If the object is another cluster scoped resource, it never skips the webhook.

For example, to run the webhook on any objects whose namespace is not associated with "runlevel" of "0" or "1";  you will set the selector as follows: "namespaceSelector": {
  "matchExpressions": [
    {
      "key": "runlevel",
      "operator": "NotIn",
      "values": [
        "0",
        "1"
      ]
    }
  ]
}

If instead you want to only run the webhook on any objects whose namespace is associated with the "environment" of "prod" or "staging"; you will set the selector as follows: "namespaceSelector": {
  "matchExpressions": [
    {
      "key": "environment",
      "operator": "In",
      "values": [
        "prod",
        "staging"
      ]
    }
  ]
}

See https://kubernetes.io/docs/concepts/overview/working-with-objects/labels/ for more examples of label selectors.

Default to the empty LabelSelector, which matches everything.
∑
 io.k8s.api.apps.v1.DaemonSetSpecí"3DaemonSetSpec is the specification of a daemon set.öselectorötemplate≤
object ∏

í
minReadySeconds˛int32"ËThe minimum number of seconds for which a newly created DaemonSet pod should be ready without any of its container crashing, for it to be considered available. Defaults to 0 (pod will be considered available as soon as it is ready).≤	
integer
ø
revisionHistoryLimit¶int32"êThe number of old history to retain to allow rollback. This is a pointer to distinguish between explicit zero and not specified. Defaults to 10.≤	
integer
¡
selector¥
@#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.LabelSelector"ÔA label query over pods that are managed by the daemon set. Must match in order to be controlled. It must match the pod template's labels. More info: https://kubernetes.io/docs/concepts/overview/working-with-objects/labels/#label-selectors
Ñ
template˜
0#/definitions/io.k8s.api.core.v1.PodTemplateSpec"¬An object that describes the pod that will be created. The DaemonSet will create exactly one copy of this pod on every node that matches the template's node selector (or on every node if no node selector is specified). More info: https://kubernetes.io/docs/concepts/workloads/controllers/replicationcontroller#pod-template
ì
updateStrategyÄ
8#/definitions/io.k8s.api.apps.v1.DaemonSetUpdateStrategy"DAn update strategy to replace existing DaemonSet pods with new pods.
÷
io.k8s.api.core.v1.VolumeDevice≤"JvolumeDevice describes a mapping of a raw block device within a container.önameö
devicePath≤
object √
l

devicePath^"QdevicePath is the path inside of the container that the device will be mapped to.≤
string
S
nameK">name must match the name of a persistentVolumeClaim in the pod≤
string
©	
*io.k8s.api.scheduling.v1.PriorityClassList˙"6PriorityClassList is a collection of priority classes.öitems≤
object ¿
æ

apiVersionØ"°APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources≤
string
t
itemsk"$items is the list of PriorityClasses≤
array∫8
6
4#/definitions/io.k8s.api.scheduling.v1.PriorityClass
π
kind∞"¢Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds≤
string
 
metadataΩ
;#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.ListMeta"~Standard list metadata More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata˙h
x-kubernetes-group-version-kindEC- version: v1
  group: scheduling.k8s.io
  kind: PriorityClassList

∂	
*io.k8s.api.storage.v1.VolumeAttachmentListá	"AVolumeAttachmentList is a collection of VolumeAttachment objects.öitems≤
object ¬
æ

apiVersionØ"°APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources≤
string
v
itemsm"&Items is the list of VolumeAttachments≤
array∫8
6
4#/definitions/io.k8s.api.storage.v1.VolumeAttachment
π
kind∞"¢Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds≤
string
 
metadataΩ
;#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.ListMeta"~Standard list metadata More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata˙h
x-kubernetes-group-version-kindEC- group: storage.k8s.io
  kind: VolumeAttachmentList
  version: v1

´
Vio.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1beta1.CustomResourceDefinition–"ÖCustomResourceDefinition represents a resource that should be exposed on the API server.  Its name MUST be in the format <.spec.name>.<.spec.group>. Deprecated in v1.16, planned for removal in v1.22. Use apiextensions.k8s.io/v1 CustomResourceDefinition instead.öspec≤
object ∏
K
metadata?
=#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta
Æ
spec•
h#/definitions/io.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1beta1.CustomResourceDefinitionSpec"9spec describes how the user wants the resources to appear
∫
statusØ
j#/definitions/io.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1beta1.CustomResourceDefinitionStatus"Astatus indicates the actual state of the CustomResourceDefinition
æ

apiVersionØ"°APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources≤
string
π
kind∞"¢Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds≤
string˙w
x-kubernetes-group-version-kindTR- kind: CustomResourceDefinition
  version: v1beta1
  group: apiextensions.k8s.io

‹

-io.k8s.api.authentication.v1beta1.TokenReview™
"ßTokenReview attempts to authenticate a token to a known user. Note: TokenReview requests may be cached by the webhook token authenticator plugin in the kube-apiserver.öspec≤
object ¸
æ

apiVersionØ"°APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources≤
string
π
kind∞"¢Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds≤
string
K
metadata?
=#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta
É
spec{
?#/definitions/io.k8s.api.authentication.v1beta1.TokenReviewSpec"8Spec holds information about the request being evaluated
©
statusû
A#/definitions/io.k8s.api.authentication.v1beta1.TokenReviewStatus"YStatus is filled in by the server and indicates whether the request can be authenticated.˙k
x-kubernetes-group-version-kindHF- group: authentication.k8s.io
  kind: TokenReview
  version: v1beta1

Ï
+io.k8s.api.autoscaling.v2beta1.MetricStatusº">MetricStatus describes the last-read state of a single metric.ötype≤
object Ê
Ù
externalÁ
A#/definitions/io.k8s.api.autoscaling.v2beta1.ExternalMetricStatus"°external refers to a global metric that is not associated with any Kubernetes object. It allows autoscaling based on information coming from components running outside of cluster (for example length of queue in cloud messaging service, or QPS from loadbalancer running outside of cluster).
¬
object∑
?#/definitions/io.k8s.api.autoscaling.v2beta1.ObjectMetricStatus"tobject refers to a metric describing a single kubernetes object (for example, hits-per-second on an Ingress object).
ï
podså
=#/definitions/io.k8s.api.autoscaling.v2beta1.PodsMetricStatus" pods refers to a metric describing each pod in the current scale target (for example, transactions-processed-per-second).  The values will be averaged together before being compared to the target value.
ô
resourceå
A#/definitions/io.k8s.api.autoscaling.v2beta1.ResourceMetricStatus"∆resource refers to a resource metric (such as those specified in requests and limits) known to Kubernetes describing each pod in the current scale target (e.g. CPU or memory). Such metrics are built in to Kubernetes, and have special scaling options on top of those available to normal per-pod metrics using the "pods" source.
•
typeú"étype is the type of metric source.  It will be one of "ContainerResource", "External", "Object", "Pods" or "Resource", each corresponds to a matching field in the object. Note: "ContainerResource" type is available on when the feature-gate HPAContainerMetrics is enabled≤
string
À
containerResourceµ
J#/definitions/io.k8s.api.autoscaling.v2beta1.ContainerResourceMetricStatus"Êcontainer resource refers to a resource metric (such as those specified in requests and limits) known to Kubernetes describing a single container in each pod in the current scale target (e.g. CPU or memory). Such metrics are built in to Kubernetes, and have special scaling options on top of those available to normal per-pod metrics using the "pods" source.
†
%io.k8s.api.core.v1.ComponentConditionˆ"/Information about the condition of a component.ötypeöstatus≤
object ¶
s
messageh"[Message about the condition for a component. For example, information about a health check.≤
string
z
statusp"cStatus of the condition for a component. Valid values for "Healthy": "True", "False", or "Unknown".≤
string
N
typeF"9Type of condition for a component. Valid value: "Healthy"≤
string
c
errorZ"MCondition error code for a component. For example, a health check error code.≤
string
û
(io.k8s.api.core.v1.ProjectedVolumeSourceÒ"$Represents a projected volume source≤
object º
Œ
defaultModeæint32"®Mode bits used to set permissions on created files by default. Must be an octal value between 0000 and 0777 or a decimal value between 0 and 511. YAML accepts both octal and decimal values, JSON requires decimal values for mode bits. Directories within the path are not affected by this setting. This might be in conflict with other options that affect the file mode, like fsGroup, and the result can be other mode bits set.≤	
integer
i
sources^"list of volume projections≤
array∫5
3
1#/definitions/io.k8s.api.core.v1.VolumeProjection
è
*io.k8s.api.discovery.v1beta1.EndpointHints‡"KEndpointHints provides hints describing how an endpoint should be consumed.≤
object Ñ
Å
forZonesÙ"àforZones indicates the zone(s) this endpoint should be consumed by to enable topology aware routing. May contain a maximum of 8 entries.≤
array∫6
4
2#/definitions/io.k8s.api.discovery.v1beta1.ForZone˙#
x-kubernetes-list-type	atomic

ü
3io.k8s.api.flowcontrol.v1beta1.QueuingConfigurationÁ
"CQueuingConfiguration holds the configuration parameters for queuing≤
object ì

¢
handSizeïint32"ˇ`handSize` is a small positive number that configures the shuffle sharding of requests into queues.  When enqueuing a request at this priority level the request's flow identifier (a string pair) is hashed and the hash value is used to shuffle the list of queues and deal a hand of the size specified here.  The request is put into one of the shortest queues in that hand. `handSize` must be no larger than `queues`, and should be significantly smaller (so that a few heavy flows do not saturate most of the queues).  See the user-facing documentation for more extensive guidance on setting this field.  This field has a default value of 8.≤	
integer
ì
queueLengthLimit˛int32"Ë`queueLengthLimit` is the maximum number of requests allowed to be waiting in a given queue of this priority level at a time; excess requests are rejected.  This value must be positive.  If not specified, it will be defaulted to 50.≤	
integer
’
queues int32"¥`queues` is the number of queues for this priority level. The queues exist independently at each apiserver. The value must be positive.  Setting it to 1 effectively precludes shufflesharding and thus makes the distinguisher method of associated flow schemas irrelevant.  This field has a default value of 64.≤	
integer
ö	
&io.k8s.api.storage.v1.StorageClassListÔ"4StorageClassList is a collection of storage classes.öitems≤
object ª
π
kind∞"¢Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds≤
string
 
metadataΩ
;#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.ListMeta"~Standard list metadata More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata
æ

apiVersionØ"°APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources≤
string
o
itemsf"#Items is the list of StorageClasses≤
array∫4
2
0#/definitions/io.k8s.api.storage.v1.StorageClass˙d
x-kubernetes-group-version-kindA?- group: storage.k8s.io
  kind: StorageClassList
  version: v1

˙	
<io.k8s.api.autoscaling.v2beta1.ContainerResourceMetricSourceπ	"”ContainerResourceMetricSource indicates how to scale on a resource metric known to Kubernetes, as specified in requests and limits, describing each pod in the current scale target (e.g. CPU or memory).  The values will be averaged together before being compared to the target.  Such metrics are built in to Kubernetes, and have special scaling options on top of those available to normal per-pod metrics using the "pods" source.  Only one "target" type should be set.önameö	container≤
object ¡
b
	containerU"Hcontainer is the name of the container in the pods of the scaling target≤
string
B
name:"-name is the name of the resource in question.≤
string

targetAverageUtilization”int32"ΩtargetAverageUtilization is the target value of the average of the resource metric across all relevant pods, represented as a percentage of the requested value of the resource for the pods.≤	
integer
£
targetAverageValueå
;#/definitions/io.k8s.apimachinery.pkg.api.resource.Quantity"ÃtargetAverageValue is the target value of the average of the resource metric across all relevant pods, as a raw value (instead of as a percentage of the request), similar to the "pods" metric source type.
ü	
:io.k8s.api.autoscaling.v2beta1.HorizontalPodAutoscalerList‡"GHorizontalPodAutoscaler is a list of horizontal pod autoscaler objects.öitems≤
object å
æ

apiVersionØ"°APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources≤
string
ò
itemsé"7items is the list of horizontal pod autoscaler objects.≤
array∫H
F
D#/definitions/io.k8s.api.autoscaling.v2beta1.HorizontalPodAutoscaler
π
kind∞"¢Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds≤
string
r
metadataf
;#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.ListMeta"'metadata is the standard list metadata.˙q
x-kubernetes-group-version-kindNL- group: autoscaling
  kind: HorizontalPodAutoscalerList
  version: v2beta1

Â
(io.k8s.api.batch.v1beta1.JobTemplateSpec∏"QJobTemplateSpec describes the data a Job should have when created from a template≤
object ÷
˘
metadataÏ
=#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta"™Standard object's metadata of the jobs created from this template. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata
◊
specŒ
)#/definitions/io.k8s.api.batch.v1.JobSpec"†Specification of the desired behavior of the job. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#spec-and-status
ü
io.k8s.api.core.v1.PodIPÇ"¶IP address information for entries in the (plural) PodIPs field. Each entry includes:
   IP: An IP address allocated to the pod. Routable at least within the cluster.≤
object K
I
ipC"6ip is an IP address (IPv4 or IPv6) assigned to the pod≤
string
Î
)io.k8s.api.flowcontrol.v1beta1.FlowSchemaΩ"ÊFlowSchema defines the schema of a group of flows. Note that a flow is made up of a set of inbound API requests with similar attributes and is identified by a pair of strings: the name of the FlowSchema and a "flow distinguisher".≤
object —

æ

apiVersionØ"°APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources≤
string
π
kind∞"¢Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds≤
string
‰
metadata◊
=#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta"ï`metadata` is the standard object's metadata. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata
¸
specÛ
;#/definitions/io.k8s.api.flowcontrol.v1beta1.FlowSchemaSpec"≥`spec` is the specification of the desired behavior of a FlowSchema. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#spec-and-status
Î
status‡
=#/definitions/io.k8s.api.flowcontrol.v1beta1.FlowSchemaStatus"û`status` is the current status of a FlowSchema. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#spec-and-status˙q
x-kubernetes-group-version-kindNL- version: v1beta1
  group: flowcontrol.apiserver.k8s.io
  kind: FlowSchema

◊
Bio.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1beta1.JSONê"çJSON represents any valid JSON value. These types are supported: bool, int64, float64, string, []interface{}, map[string]interface{} and nil.

1io.k8s.api.authentication.v1.BoundObjectReference∫"JBoundObjectReference is a reference to an object that a token is bound to.≤
object ﬂ
7

apiVersion)"API version of the referent.≤
string
N
kindF"9Kind of the referent. Valid kinds are 'Pod' and 'Secret'.≤
string
*
name""Name of the referent.≤
string
(
uid!"UID of the referent.≤
string
ù

4io.k8s.api.authorization.v1beta1.SubjectAccessReview‰	"PSubjectAccessReview checks whether or not a user or group can perform an action.öspec≤
object á
æ

apiVersionØ"°APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources≤
string
π
kind∞"¢Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds≤
string
K
metadata?
=#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta
ã
specÇ
F#/definitions/io.k8s.api.authorization.v1beta1.SubjectAccessReviewSpec"8Spec holds information about the request being evaluated
¨
status°
H#/definitions/io.k8s.api.authorization.v1beta1.SubjectAccessReviewStatus"UStatus is filled in by the server and indicates whether the request is allowed or not˙r
x-kubernetes-group-version-kindOM- version: v1beta1
  group: authorization.k8s.io
  kind: SubjectAccessReview

Ó
 io.k8s.api.apps.v1.DaemonSetList…"-DaemonSetList is a collection of daemon sets.öitems≤
object ©
æ

apiVersionØ"°APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources≤
string
\
itemsS"A list of daemon sets.≤
array∫.
,
*#/definitions/io.k8s.api.apps.v1.DaemonSet
π
kind∞"¢Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds≤
string
À
metadataæ
;#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.ListMeta"Standard list metadata. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata˙W
x-kubernetes-group-version-kind42- group: apps
  kind: DaemonSetList
  version: v1

°
9io.k8s.api.flowcontrol.v1beta1.PriorityLevelConfiguration„"LPriorityLevelConfiguration represents the configuration of a priority level.≤
object Å
æ

apiVersionØ"°APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources≤
string
π
kind∞"¢Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds≤
string
‰
metadata◊
=#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta"ï`metadata` is the standard object's metadata. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata
î
specã
K#/definitions/io.k8s.api.flowcontrol.v1beta1.PriorityLevelConfigurationSpec"ª`spec` is the specification of the desired behavior of a "request-priority". More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#spec-and-status
É
status¯
M#/definitions/io.k8s.api.flowcontrol.v1beta1.PriorityLevelConfigurationStatus"¶`status` is the current status of a "request-priority". More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#spec-and-status˙Å
x-kubernetes-group-version-kind^\- group: flowcontrol.apiserver.k8s.io
  kind: PriorityLevelConfiguration
  version: v1beta1

Î
=io.k8s.api.networking.v1beta1.IngressClassParametersReference©"}IngressClassParametersReference identifies an API object. This can be used to specify a cluster or namespace-scoped resource.ökindöname≤
object ç
¬
	namespace¥"¶Namespace is the namespace of the resource being referenced. This field is required when scope is set to "Namespace" and must be unset when scope is set to "Cluster".≤
string
ﬁ
scope‘"∆Scope represents if this refers to a cluster or namespace scoped resource. This may be set to "Cluster" (default) or "Namespace". Field can be enabled with IngressClassNamespacedParams feature gate.≤
string
⁄
apiGroupÕ"øAPIGroup is the group for the resource being referenced. If APIGroup is not specified, the specified Kind must be in the core API group. For any other third-party types, APIGroup is required.≤
string
C
kind;".Kind is the type of resource being referenced.≤
string
C
name;".Name is the name of resource being referenced.≤
string
Ì
5io.k8s.api.policy.v1beta1.RuntimeClassStrategyOptions≥"iRuntimeClassStrategyOptions define the strategy that will dictate the allowable RuntimeClasses for a pod.öallowedRuntimeClassNames≤
object û
∫
allowedRuntimeClassNamesù"ÄallowedRuntimeClassNames is an allowlist of RuntimeClass names that may be specified on a pod. A value of "*" means that any RuntimeClass name is allowed, and must be the only item in the list. An empty list requires the RuntimeClassName field to be unset.≤
array∫
≤
string
ﬁ
defaultRuntimeClassName¬"¥defaultRuntimeClassName is the default RuntimeClassName to set on the pod. The default MUST be allowed by the allowedRuntimeClassNames list. A value of nil does not mutate the Pod.≤
string
¶
Qio.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1.CustomResourceDefinition–
"îCustomResourceDefinition represents a resource that should be exposed on the API server.  Its name MUST be in the format <.spec.name>.<.spec.group>.öspec≤
object Æ
π
kind∞"¢Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds≤
string
K
metadata?
=#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta
©
spec†
c#/definitions/io.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1.CustomResourceDefinitionSpec"9spec describes how the user wants the resources to appear
µ
status™
e#/definitions/io.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1.CustomResourceDefinitionStatus"Astatus indicates the actual state of the CustomResourceDefinition
æ

apiVersionØ"°APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources≤
string˙r
x-kubernetes-group-version-kindOM- group: apiextensions.k8s.io
  kind: CustomResourceDefinition
  version: v1

î
-io.k8s.apimachinery.pkg.apis.meta.v1.FieldsV1‚"‘FieldsV1 stores a set of fields in a data structure like a Trie, in JSON format.

Each key is either a '.' representing the field itself, and will always map to an empty set, or a string representing a sub-field or item. The string will follow one of these four formats: 'f:<name>', where <name> is the name of a field in a struct, or key in a map 'v:<value>', where <value> is the exact json formatted value of a list item 'i:<index>', where <index> is position of a item in a list 'k:<keys>', where <keys> is a map of  a list item's key fields to their unique values If a key maps to an empty Fields value, the field that key represents is part of the set.

The exact format is defined in sigs.k8s.io/structured-merge-diff≤
object
ª
1io.k8s.api.authentication.v1beta1.TokenReviewSpecÖ"ETokenReviewSpec is a description of the token authentication request.≤
object Ø
Û
	audiencesÂ"»Audiences is a list of the identifiers that the resource server presented with the token identifies as. Audience-aware token authenticators will verify that the token was intended for at least one of the audiences in this list. If no audiences are provided, the audience will default to the audience of the Kubernetes apiserver.≤
array∫
≤
string
7
token."!Token is the opaque bearer token.≤
string
Ö
6io.k8s.api.autoscaling.v2beta2.HorizontalPodAutoscaler "ŒHorizontalPodAutoscaler is the configuration for a horizontal pod autoscaler, which automatically manages the replica count of any resource implementing the scale subresource based on the metrics specified.≤
object ˙	
æ

apiVersionØ"°APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources≤
string
π
kind∞"¢Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds≤
string
‡
metadata”
=#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta"ëmetadata is the standard object metadata. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata
Ñ
spec˚
H#/definitions/io.k8s.api.autoscaling.v2beta2.HorizontalPodAutoscalerSpec"Æspec is the specification for the behaviour of the autoscaler. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#spec-and-status.
ê
statusÖ
J#/definitions/io.k8s.api.autoscaling.v2beta2.HorizontalPodAutoscalerStatus"7status is the current information about the autoscaler.˙m
x-kubernetes-group-version-kindJH- group: autoscaling
  kind: HorizontalPodAutoscaler
  version: v2beta2

»
(io.k8s.api.core.v1.ResourceFieldSelectorõ"ZResourceFieldSelector represents container resources (cpu, memory) and their output formatöresource≤
object •
Y
containerNameH";Container name: required for volumes, optional for env vars≤
string
ê
divisorÑ
;#/definitions/io.k8s.apimachinery.pkg.api.resource.Quantity"ESpecifies the output format of the exposed resources, defaults to "1"
5
resource)"Required: resource to select≤
string
Ç
'io.k8s.api.core.v1.ResourceRequirements÷"AResourceRequirements describes the compute resource requirements.≤
object Ñ
ˆ
limitsÎ"õLimits describes the maximum amount of compute resources allowed. More info: https://kubernetes.io/docs/concepts/configuration/manage-resources-containers/™?
=
;#/definitions/io.k8s.apimachinery.pkg.api.resource.Quantity≤
object
à
requests˚"´Requests describes the minimum amount of compute resources required. If Requests is omitted for a container, it defaults to Limits if that is explicitly specified, otherwise to an implementation-defined value. More info: https://kubernetes.io/docs/concepts/configuration/manage-resources-containers/™?
=
;#/definitions/io.k8s.apimachinery.pkg.api.resource.Quantity≤
object
®
3io.k8s.api.core.v1.TopologySelectorLabelRequirement"~A topology selector requirement is a selector that matches given label. This is an alpha feature and may change in the future.ökeyövalues≤
object “
?
key8"+The label key that the selector applies to.≤
string
é
valuesÉ"gAn array of string values. One value must match the label to be selected. Each entry in Values is ORed.≤
array∫
≤
string
É
2io.k8s.api.extensions.v1beta1.HTTPIngressRuleValueÃ"£HTTPIngressRuleValue is a list of http selectors pointing to backends. In the example: http://<host>/<path>?<searchpart> -> backend where where parts of the url correspond to RFC 3986, this resource will be used to match against everything after the last '/' and before the first '?' or '#'.öpaths≤
object è
å
pathsÇ"4A collection of paths that map requests to backends.≤
array∫?
=
;#/definitions/io.k8s.api.extensions.v1beta1.HTTPIngressPath
¶
 io.k8s.api.networking.v1.IngressÅ"ÄIngress is a collection of rules that allow inbound connections to reach the endpoints defined by a backend. An Ingress can be configured to give services externally-reachable urls, load balance traffic, terminate SSL, offer name based virtual hosting etc.≤
object é

æ

apiVersionØ"°APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources≤
string
π
kind∞"¢Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds≤
string
“
metadata≈
=#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta"ÉStandard object's metadata. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata
ÿ
specœ
2#/definitions/io.k8s.api.networking.v1.IngressSpec"òSpec is the desired state of the Ingress. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#spec-and-status
ﬁ
status”
4#/definitions/io.k8s.api.networking.v1.IngressStatus"öStatus is the current state of the Ingress. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#spec-and-status˙^
x-kubernetes-group-version-kind;9- group: networking.k8s.io
  kind: Ingress
  version: v1

÷
&io.k8s.api.apps.v1.ReplicaSetCondition´"LReplicaSetCondition describes the state of a replica set at a certain point.ötypeöstatus≤
object æ
ï
lastTransitionTime
7#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.Time"DThe last time the condition transitioned from one status to another.
Y
messageN"AA human readable message indicating details about the transition.≤
string
F
reason<"/The reason for the condition's last transition.≤
string
L
statusB"5Status of the condition, one of True, False, Unknown.≤
string
3
type+"Type of replica set condition.≤
string
º
(io.k8s.api.authorization.v1.ResourceRuleè"¨ResourceRule is the list of actions the subject is allowed to perform on resources. The list ordering isn't significant, may contain duplicates, and possibly be incomplete.överbs≤
object …
π
resourceNamesß"äResourceNames is an optional white list of names that the rule applies to.  An empty set means that everything is allowed.  "*" means all.≤
array∫
≤
string
‰
	resources÷"πResources is a list of resources this rule applies to.  "*" means all in the specified apiGroups.
 "*/foo" represents the subresource 'foo' for all resources in the specified apiGroups.≤
array∫
≤
string
ù
verbsì"wVerb is a list of kubernetes resource API verbs, like: get, list, watch, create, update, delete, proxy.  "*" means all.≤
array∫
≤
string
É
	apiGroupsı"ÿAPIGroups is the name of the APIGroup that contains the resources.  If multiple API groups are specified, any action requested against one of the enumerated resources in any API group will be allowed.  "*" means all.≤
array∫
≤
string

8io.k8s.api.authorization.v1beta1.SelfSubjectAccessReview≥"ˆSelfSubjectAccessReview checks whether or the current user can perform an action.  Not filling in a spec.namespace means "in all namespaces".  Self is a special case, because users should always be able to check whether they can perform an actionöspec≤
object ´
æ

apiVersionØ"°APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources≤
string
π
kind∞"¢Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds≤
string
K
metadata?
=#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta
Ø
spec¶
J#/definitions/io.k8s.api.authorization.v1beta1.SelfSubjectAccessReviewSpec"XSpec holds information about the request being evaluated.  user and groups must be empty
¨
status°
H#/definitions/io.k8s.api.authorization.v1beta1.SubjectAccessReviewStatus"UStatus is filled in by the server and indicates whether the request is allowed or not˙v
x-kubernetes-group-version-kindSQ- group: authorization.k8s.io
  kind: SelfSubjectAccessReview
  version: v1beta1

Å
:io.k8s.api.autoscaling.v2beta2.CrossVersionObjectReference¬"bCrossVersionObjectReference contains enough information to let you identify the referred resource.ökindöname≤
object ¡
ò
kindè"ÅKind of the referent; More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds"≤
string
l
named"WName of the referent; More info: http://kubernetes.io/docs/user-guide/identifiers#names≤
string
6

apiVersion("API version of the referent≤
string
«
0io.k8s.api.core.v1.GCEPersistentDiskVolumeSourceí"¡Represents a Persistent Disk resource in Google Compute Engine.

A GCE PD must exist before mounting to a container. The disk must also be in the same GCE project and zone as the kubelet. A GCE PD can only be mounted as read/write once or read-only many times. GCE PDs support ownership management and SELinux relabeling.öpdName≤
object ∂
≤
pdNameß"ôUnique name of the PD resource in GCE. Used to identify the disk in GCE. More info: https://kubernetes.io/docs/concepts/storage/volumes#gcepersistentdisk≤
string
æ
readOnly±"¢ReadOnly here will force the ReadOnly setting in VolumeMounts. Defaults to false. More info: https://kubernetes.io/docs/concepts/storage/volumes#gcepersistentdisk≤	
boolean
¡
fsType∂"®Filesystem type of the volume that you want to mount. Tip: Ensure that the filesystem type is supported by the host operating system. Examples: "ext4", "xfs", "ntfs". Implicitly inferred to be "ext4" if unspecified. More info: https://kubernetes.io/docs/concepts/storage/volumes#gcepersistentdisk≤
string
˘
	partitionÎint32"’The partition in the volume that you want to mount. If omitted, the default is to mount by volume name. Examples: For volume /dev/sda1, you specify the partition as "1". Similarly, the volume partition for /dev/sda is "0" (or you can leave the property empty). More info: https://kubernetes.io/docs/concepts/storage/volumes#gcepersistentdisk≤	
integer
‰
io.k8s.api.core.v1.PodDNSConfig¿"_PodDNSConfig defines the DNS parameters of a pod in addition to those generated from DNSPolicy.≤
object –
ƒ
nameservers¥"óA list of DNS name server IP addresses. This will be appended to the base nameservers generated from DNSPolicy. Duplicated nameservers will be removed.≤
array∫
≤
string
µ
options©"‚A list of DNS resolver options. This will be merged with the base options generated from DNSPolicy. Duplicated entries will be removed. Resolution options given in Options will override those that appear in the base DNSPolicy.≤
array∫7
5
3#/definitions/io.k8s.api.core.v1.PodDNSConfigOption
Œ
searches¡"§A list of DNS search domains for host-name lookup. This will be appended to the base search paths generated from DNSPolicy. Duplicated search paths will be removed.≤
array∫
≤
string
Î

0io.k8s.api.core.v1.ScaleIOPersistentVolumeSource∂
"DScaleIOPersistentVolumeSource represents a persistent ScaleIO volumeögatewayösystemö	secretRef≤
object ¬	
[
storagePoolL"?The ScaleIO Storage Pool associated with the protection domain.≤
string
Å

volumeNames"fThe name of a volume already created in the ScaleIO system that is associated with this volume source.≤
string
f
protectionDomainR"EThe name of the ScaleIO Protection Domain for the configured storage.≤
string
x
readOnlyl"^Defaults to false (read/write). ReadOnly here will force the ReadOnly setting in VolumeMounts.≤	
boolean
`

sslEnabledR"DFlag to enable/disable SSL communication with Gateway, default false≤	
boolean
í
storageModeÇ"uIndicates whether the storage for a volume should be ThickProvisioned or ThinProvisioned. Default is ThinProvisioned.≤
string
O
systemE"8The name of the storage system as configured in ScaleIO.≤
string
†
fsTypeï"áFilesystem type to mount. Must be a filesystem type supported by the host operating system. Ex. "ext4", "xfs", "ntfs". Default is "xfs"≤
string
D
gateway9",The host address of the ScaleIO API Gateway.≤
string
À
	secretRefΩ
0#/definitions/io.k8s.api.core.v1.SecretReference"àSecretRef references to the secret for ScaleIO user and other sensitive information. If this is not provided, Login operation will fail.
≥
,io.k8s.api.core.v1.TypedLocalObjectReferenceÇ"~TypedLocalObjectReference contains enough information to let you locate the typed referenced object inside the same namespace.ökindöname≤
object Â
⁄
apiGroupÕ"øAPIGroup is the group for the resource being referenced. If APIGroup is not specified, the specified Kind must be in the core API group. For any other third-party types, APIGroup is required.≤
string
B
kind:"-Kind is the type of resource being referenced≤
string
B
name:"-Name is the name of resource being referenced≤
string
€
9io.k8s.api.admissionregistration.v1beta1.ServiceReferenceù";ServiceReference holds a reference to Service.legacy.k8s.ioö	namespaceöname≤
object æ
@
name8"+`name` is the name of the service. Required≤
string
O
	namespaceB"5`namespace` is the namespace of the service. Required≤
string
f
path^"Q`path` is an optional URL path which will be sent in any request to this service.≤
string
¿
port∑int32"°If specified, the port on the service that hosting webhook. Default to 443 for backward compatibility. `port` should be a valid port number (1-65535, inclusive).≤	
integer
ì
%io.k8s.api.apps.v1.DeploymentStrategyÈ"HDeploymentStrategy describes how to replace existing pods with new ones.≤
object ê
h
type`"SType of deployment. Can be "Recreate" or "RollingUpdate". Default is RollingUpdate.≤
string
£
rollingUpdateë
8#/definitions/io.k8s.api.apps.v1.RollingUpdateDeployment"URolling update config params. Present only if DeploymentStrategyType = RollingUpdate.
ì
*io.k8s.apimachinery.pkg.apis.meta.v1.Patche"XPatch is provided to give a concrete name and type to the Kubernetes PATCH request body.≤
object
⁄
io.k8s.api.core.v1.NodeStatus∏"=NodeStatus is information about the current status of a node.≤
object Í
q
imagesg"%List of container images on this node≤
array∫3
1
/#/definitions/io.k8s.api.core.v1.ContainerImage
Ø
nodeInfo¢
/#/definitions/io.k8s.api.core.v1.NodeSystemInfo"oSet of ids/uuids to uniquely identify the node. More info: https://kubernetes.io/docs/concepts/nodes/node/#info
d
volumesInUseT"8List of attachable volumes in use (mounted) by the node.≤
array∫
≤
string
•

conditionsñ"ÄConditions is an array of current observed node conditions. More info: https://kubernetes.io/docs/concepts/nodes/node/#condition≤
array∫2
0
.#/definitions/io.k8s.api.core.v1.NodeCondition˙'
x-kubernetes-patch-merge-keytype
˙'
x-kubernetes-patch-strategymerge

t
daemonEndpointsa
4#/definitions/io.k8s.api.core.v1.NodeDaemonEndpoints")Endpoints of daemons running on the Node.
‚
capacity’"ÖCapacity represents the total resources of a node. More info: https://kubernetes.io/docs/concepts/storage/persistent-volumes#capacity™?
=
;#/definitions/io.k8s.apimachinery.pkg.api.resource.Quantity≤
object
ë
configÜ
1#/definitions/io.k8s.api.core.v1.NodeConfigStatus"QStatus of the config assigned to the node via the dynamic Kubelet config feature.
Õ
phase√"µNodePhase is the recently observed lifecycle phase of the node. More info: https://kubernetes.io/docs/concepts/nodes/node/#phase The field is never populated, and now is deprecated.≤
string
É
volumesAttachedp".List of volumes that are attached to the node.≤
array∫3
1
/#/definitions/io.k8s.api.core.v1.AttachedVolume
¶
	addressesò"ÑList of addresses reachable to the node. Queried from cloud provider, if available. More info: https://kubernetes.io/docs/concepts/nodes/node/#addresses Note: This field is declared as mergeable, but the merge key is not sufficiently unique, which can cause data corruption when it is merged. Callers should instead use a full-replacement patch. See http://pr.k8s.io/79391 for an example.≤
array∫0
.
,#/definitions/io.k8s.api.core.v1.NodeAddress˙'
x-kubernetes-patch-strategymerge
˙'
x-kubernetes-patch-merge-keytype

∆
allocatable∂"gAllocatable represents the resources of a node that are available for scheduling. Defaults to Capacity.™?
=
;#/definitions/io.k8s.apimachinery.pkg.api.resource.Quantity≤
object
∫
"io.k8s.api.rbac.v1.AggregationRuleì"VAggregationRule describes how to locate ClusterRoles to aggregate into the ClusterRole≤
object ¨
©
clusterRoleSelectorsê"ºClusterRoleSelectors holds a list of selectors which will be used to find ClusterRoles and create the rules. If any of the selectors match, then the ClusterRole's permissions will be added≤
array∫D
B
@#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.LabelSelector
‡
"io.k8s.api.core.v1.SecretReferenceπ"lSecretReference represents a Secret Reference. It has enough information to retrieve secret in any namespace≤
object º
V
nameN"AName is unique within a namespace to reference a secret resource.≤
string
b
	namespaceU"HNamespace defines the space within which the secret name must be unique.≤
string
§

Iio.k8s.api.admissionregistration.v1beta1.MutatingWebhookConfigurationList÷	"KMutatingWebhookConfigurationList is a list of MutatingWebhookConfiguration.öitems≤
object Á
æ

apiVersionØ"°APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources≤
string
ï
itemsã"%List of MutatingWebhookConfiguration.≤
array∫W
U
S#/definitions/io.k8s.api.admissionregistration.v1beta1.MutatingWebhookConfiguration
π
kind∞"¢Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds≤
string
œ
metadata¬
;#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.ListMeta"ÇStandard list metadata. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds˙á
x-kubernetes-group-version-kinddb- version: v1beta1
  group: admissionregistration.k8s.io
  kind: MutatingWebhookConfigurationList

ÿ
Cio.k8s.kube-aggregator.pkg.apis.apiregistration.v1.APIServiceStatusê"AAPIServiceStatus contains derived information about an API server≤
object æ
ª

conditions¨"$Current service state of apiService.≤
array∫X
V
T#/definitions/io.k8s.kube-aggregator.pkg.apis.apiregistration.v1.APIServiceCondition˙'
x-kubernetes-list-map-keys	- type
˙ 
x-kubernetes-list-typemap
˙'
x-kubernetes-patch-merge-keytype
˙'
x-kubernetes-patch-strategymerge

Í
%io.k8s.api.core.v1.PodSecurityContext¿"ÙPodSecurityContext holds pod-level security attributes and common container settings. Some fields are also present in container.securityContext.  Field values of container.securityContext take precedence over field values of PodSecurityContext.≤
object ∫
»
fsGroupºint64"¶A special supplemental group that applies to all containers in a pod. Some volume types allow the Kubelet to change the ownership of that volume to be owned by the pod:

1. The owning GID will be the FSGroup 2. The setgid bit is set (new files created in the volume will be owned by FSGroup) 3. The permission bits are OR'd with rw-rw----

If unset, the Kubelet will not modify the ownership and permissions of any volume.≤	
integer
∞
fsGroupChangePolicyò"äfsGroupChangePolicy defines behavior of changing ownership and permission of the volume before being exposed inside Pod. This field will only apply to volume types which support fsGroup based ownership(and permissions). It will have no effect on ephemeral volume types such as: secret, configmaps and emptydir. Valid values are "OnRootMismatch" and "Always". If not specified, "Always" is used.≤
string
¿
	runAsUser≤int64"úThe UID to run the entrypoint of the container process. Defaults to user specified in image metadata if unspecified. May also be set in SecurityContext.  If set in both SecurityContext and PodSecurityContext, the value specified in SecurityContext takes precedence for that container.≤	
integer
Ö
seLinuxOptionsÚ
/#/definitions/io.k8s.api.core.v1.SELinuxOptions"æThe SELinux context to be applied to all containers. If unspecified, the container runtime will allocate a random SELinux context for each container.  May also be set in SecurityContext.  If set in both SecurityContext and PodSecurityContext, the value specified in SecurityContext takes precedence for that container.
Õ
windowsOptions∫
>#/definitions/io.k8s.api.core.v1.WindowsSecurityContextOptions"˜The Windows specific settings applied to all containers. If unspecified, the options within a container's SecurityContext will be used. If set in both SecurityContext and PodSecurityContext, the value specified in SecurityContext takes precedence.
£

runAsGroupîint64"˛The GID to run the entrypoint of the container process. Uses runtime default if unset. May also be set in SecurityContext.  If set in both SecurityContext and PodSecurityContext, the value specified in SecurityContext takes precedence for that container.≤	
integer
∫
runAsNonRoot©"öIndicates that the container must run as a non-root user. If true, the Kubelet will validate the image at runtime to ensure that it does not run as UID 0 (root) and fail to start the container if it does. If unset or false, no such validation will be performed. May also be set in SecurityContext.  If set in both SecurityContext and PodSecurityContext, the value specified in SecurityContext takes precedence.≤	
boolean
~
seccompProfilel
/#/definitions/io.k8s.api.core.v1.SeccompProfile"9The seccomp options to use by the containers in this pod.
Á
supplementalGroups–"´A list of groups applied to the first process run in each container, in addition to the container's primary GID.  If unspecified, no groups will be added to any container.≤
array∫
int64≤	
integer
—
sysctls≈"äSysctls hold a list of namespaced sysctls used for the pod. Pods with unsupported sysctls (by the container runtime) might fail to launch.≤
array∫+
)
'#/definitions/io.k8s.api.core.v1.Sysctl
ú
$io.k8s.api.core.v1.SecretKeySelectorÛ",SecretKeySelector selects a key of a Secret.ökey≤
object ∞
Ñ
name|"oName of the referent. More info: https://kubernetes.io/docs/concepts/overview/working-with-objects/names/#names≤
string
O
optionalC"5Specify whether the Secret or its key must be defined≤	
boolean
V
keyO"BThe key of the secret to select from.  Must be a valid secret key.≤
string
ë
(io.k8s.api.core.v1.SessionAffinityConfig‰"HSessionAffinityConfig represents the configurations of session affinity.≤
object ã
à
clientIP|
/#/definitions/io.k8s.api.core.v1.ClientIPConfig"IclientIP contains the configurations of Client IP based session affinity.
†
)io.k8s.api.storage.v1.VolumeNodeResourcesÚ"JVolumeNodeResources is a set of resource limits for scheduling of volumes.≤
object ó
î
countäint32"ÙMaximum number of unique volumes managed by the CSI driver that can be used on a node. A volume that is both attached and mounted on a node is considered to be used once, not twice. The same rule applies for a unique volume that is shared among multiple pods on the same node. If this field is not specified, then the supported number of volumes on this node is unbounded.≤	
integer
Á
3io.k8s.api.autoscaling.v2beta2.ResourceMetricSourceØ" ResourceMetricSource indicates how to scale on a resource metric known to Kubernetes, as specified in requests and limits, describing each pod in the current scale target (e.g. CPU or memory).  The values will be averaged together before being compared to the target.  Such metrics are built in to Kubernetes, and have special scaling options on top of those available to normal per-pod metrics using the "pods" source.  Only one "target" type should be set.önameötarget≤
object √
B
name:"-name is the name of the resource in question.≤
string
}
targets
9#/definitions/io.k8s.api.autoscaling.v2beta2.MetricTarget"6target specifies the target value for the given metric
»
&io.k8s.api.batch.v1beta1.CronJobStatusù"9CronJobStatus represents the current state of a cron job.≤
object ”
ì
lastSuccessfulTime}
7#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.Time"BInformation when was the last time the job successfully completed.
°
activeñ"-A list of pointers to currently running jobs.≤
array∫4
2
0#/definitions/io.k8s.api.core.v1.ObjectReference˙#
x-kubernetes-list-type	atomic

ñ
lastScheduleTimeÅ
7#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.Time"FInformation when was the last time the job was successfully scheduled.
è
-io.k8s.api.core.v1.FlexPersistentVolumeSource›"ÉFlexPersistentVolumeSource represents a generic persistent volume resource that is provisioned/attached using an exec based plugin.ödriver≤
object ø
O
driverE"8Driver is the name of the driver to use for this volume.≤
string
ƒ
fsTypeπ"´Filesystem type to mount. Must be a filesystem type supported by the host operating system. Ex. "ext4", "xfs", "ntfs". The default filesystem depends on FlexVolume script.≤
string
O
optionsD"'Optional: Extra command options if any.™
≤
string≤
object
Ç
readOnlyv"hOptional: Defaults to false (read/write). ReadOnly here will force the ReadOnly setting in VolumeMounts.≤	
boolean
Œ
	secretRef¿
0#/definitions/io.k8s.api.core.v1.SecretReference"ãOptional: SecretRef is reference to the secret object containing sensitive information to pass to the plugin scripts. This may be empty if no secret object is specified. If the secret object contains more than one secret, all secrets are passed to the plugin scripts.
Ñ
io.k8s.api.rbac.v1.RoleList‰"!RoleList is a collection of Rolesöitems≤
object ¿
f
metadataZ
;#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.ListMeta"Standard object's metadata.
æ

apiVersionØ"°APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources≤
string
Y
itemsP"Items is a list of Roles≤
array∫)
'
%#/definitions/io.k8s.api.rbac.v1.Role
π
kind∞"¢Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds≤
string˙g
x-kubernetes-group-version-kindDB- group: rbac.authorization.k8s.io
  kind: RoleList
  version: v1

Å
:io.k8s.api.autoscaling.v2beta1.CrossVersionObjectReference¬"bCrossVersionObjectReference contains enough information to let you identify the referred resource.ökindöname≤
object ¡
l
named"WName of the referent; More info: http://kubernetes.io/docs/user-guide/identifiers#names≤
string
6

apiVersion("API version of the referent≤
string
ò
kindè"ÅKind of the referent; More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds"≤
string
É
io.k8s.api.core.v1.EndpointPortﬂ"5EndpointPort is a tuple that describes a single port.öport≤
object í
b
protocolV"IThe IP protocol for this port. Must be UDP, TCP, or SCTP. Default is TCP.≤
string
Ω
appProtocol≠"üThe application protocol for this port. This field follows standard Kubernetes label syntax. Un-prefixed names are reserved for IANA standard service names (as per RFC-6335 and http://www.iana.org/assignments/service-names). Non-standard protocols should use prefixed names such as mycompany.com/my-custom-protocol. This is a beta field that is guarded by the ServiceAppProtocol feature gate and enabled by default.≤
string
¨
name£"ïThe name of this port.  This must match the 'name' field in the corresponding ServicePort. Must be a DNS_LABEL. Optional only if one port is defined.≤
string
=
port5int32" The port number of the endpoint.≤	
integer
∫

<io.k8s.api.autoscaling.v2beta1.HorizontalPodAutoscalerStatus˘	"ZHorizontalPodAutoscalerStatus describes the current status of a horizontal pod autoscaler.öcurrentReplicasödesiredReplicasö
conditions≤
object ›
¸

conditionsÌ"åconditions is the set of conditions required for this autoscaler to scale its target, and indicates whether or not those conditions are met.≤
array∫Q
O
M#/definitions/io.k8s.api.autoscaling.v2beta1.HorizontalPodAutoscalerCondition
¨
currentMetricsô"McurrentMetrics is the last read state of the metrics used by this autoscaler.≤
array∫=
;
9#/definitions/io.k8s.api.autoscaling.v2beta1.MetricStatus
ö
currentReplicasÜint32"qcurrentReplicas is current number of replicas of pods managed by this autoscaler, as last seen by the autoscaler.≤	
integer
§
desiredReplicasêint32"{desiredReplicas is the desired number of replicas of pods managed by this autoscaler, as last calculated by the autoscaler.≤	
integer
Ó
lastScaleTime‹
7#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.Time"†lastScaleTime is the last time the HorizontalPodAutoscaler scaled the number of pods, used by the autoscaler to control how often the number of pods is changed.
x
observedGenerationbint64"MobservedGeneration is the most recent generation observed by this autoscaler.≤	
integer
û
!io.k8s.api.core.v1.ContainerState¯"•ContainerState holds a possible state of container. Only one of its members may be specified. If none of them is specified, the default one is ContainerStateWaiting.≤
object ¡
f
running[
6#/definitions/io.k8s.api.core.v1.ContainerStateRunning"!Details about a running container
o

terminateda
9#/definitions/io.k8s.api.core.v1.ContainerStateTerminated"$Details about a terminated container
f
waiting[
6#/definitions/io.k8s.api.core.v1.ContainerStateWaiting"!Details about a waiting container
Ë
"io.k8s.api.core.v1.ContainerStatus¡"JContainerStatus contains details for the current status of this container.önameöreadyörestartCountöimageöimageID≤
object ∂

S
containerIDD"7Container's ID in the format 'docker://<container_id>'.≤
string
z
imageq"dThe image the container is running. More info: https://kubernetes.io/docs/concepts/containers/images≤
string
ø
restartCountÆint32"òThe number of times the container has been restarted, currently based on the number of dead containers that have not yet been removed. Note that this is calculated from dead containers. But those containers are subject to garbage collection. This value will get capped at 5 by GC.≤	
integer
9
imageID."!ImageID of the container's image.≤
string
y
	lastStatel
/#/definitions/io.k8s.api.core.v1.ContainerState"9Details about the container's last termination condition.
r
namej"]This must be a DNS_LABEL. Each container in a pod must have a unique name. Cannot be updated.≤
string
V
readyM"?Specifies whether the container has passed its readiness probe.≤	
boolean
∞
started§"ïSpecifies whether the container has passed its startup probe. Initialized as false, becomes true after startupProbe is considered successful. Resets to false when the container is restarted, or if kubelet loses state temporarily. Is always true when no startupProbe is defined.≤	
boolean
l
statec
/#/definitions/io.k8s.api.core.v1.ContainerState"0Details about the container's current condition.
©
&io.k8s.api.core.v1.LoadBalancerIngress˛"êLoadBalancerIngress represents the status of a load-balancer ingress point: traffic intended for the service should be sent to an ingress point.≤
object ‹
{
hostnameo"bHostname is set for load-balancer ingress points that are DNS based (typically AWS load-balancers)≤
string
{
ipu"hIP is set for load-balancer ingress points that are IP based (typically GCE or OpenStack load-balancers)≤
string
ﬂ
ports’"qPorts is a list of records of service ports If used, every port defined in the service should have an entry in it≤
array∫/
-
+#/definitions/io.k8s.api.core.v1.PortStatus˙#
x-kubernetes-list-type	atomic

Ç
*io.k8s.api.core.v1.PreferredSchedulingTerm”"ÆAn empty preferred scheduling term matches all objects with implicit weight 0 (i.e. it's a no-op). A null preferred scheduling term matches no objects (i.e. is also a no-op).öweightö
preference≤
object ˝
Ç

preferencet
1#/definitions/io.k8s.api.core.v1.NodeSelectorTerm"?A node selector term, associated with the corresponding weight.
v
weightlint32"WWeight associated with matching the corresponding nodeSelectorTerm, in the range 1-100.≤	
integer
õ
.io.k8s.api.storage.v1beta1.VolumeNodeResourcesË"JVolumeNodeResources is a set of resource limits for scheduling of volumes.≤
object ç
ä
countÄint32"ÍMaximum number of unique volumes managed by the CSI driver that can be used on a node. A volume that is both attached and mounted on a node is considered to be used once, not twice. The same rule applies for a unique volume that is shared among multiple pods on the same node. If this field is nil, then the supported number of volumes on this node is unbounded.≤	
integer
ï4
8io.k8s.api.admissionregistration.v1beta1.MutatingWebhookÿ3"^MutatingWebhook describes an admission webhook and the resources and operations it applies to.önameöclientConfig≤
object ”2
∞
admissionReviewVersionsî"˜AdmissionReviewVersions is an ordered list of preferred `AdmissionReview` versions the Webhook expects. API server will try to use first version in the list which it supports. If none of the versions specified in this list supported by API server, validation will fail for this object. If a persisted webhook configuration specifies allowed versions and does not include any versions known to the API Server, calls to the webhook will fail and be subject to the failure policy. Default to `['v1beta1']`.≤
array∫
≤
string
û
clientConfigç
J#/definitions/io.k8s.api.admissionregistration.v1beta1.WebhookClientConfig"?ClientConfig defines how to communicate with the hook. Required
Á
nameﬁ"–The name of the admission webhook. Name should be fully qualified, e.g., imagepolicy.kubernetes.io, where "imagepolicy" is the name of the webhook, and kubernetes.io is the name of the organization. Required.≤
string
›	
namespaceSelector«	
@#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.LabelSelector"Ç	NamespaceSelector decides whether to run the webhook on an object based on whether the namespace for that object matches the selector. If the object itself is a namespace, the matching is performed on object.metadata.labels. If the object is another cluster scoped resource, it never skips the webhook.

For example, to run the webhook on any objects whose namespace is not associated with "runlevel" of "0" or "1";  you will set the selector as follows: "namespaceSelector": {
  "matchExpressions": [
    {
      "key": "runlevel",
      "operator": "NotIn",
      "values": [
        "0",
        "1"
      ]
    }
  ]
}

If instead you want to only run the webhook on any objects whose namespace is associated with the "environment" of "prod" or "staging"; you will set the selector as follows: "namespaceSelector": {
  "matchExpressions": [
    {
      "key": "environment",
      "operator": "In",
      "values": [
        "prod",
        "staging"
      ]
    }
  ]
}

See https://kubernetes.io/docs/concepts/overview/working-with-objects/labels/ for more examples of label selectors.

Default to the empty LabelSelector, which matches everything.
È
objectSelector÷
@#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.LabelSelector"ëObjectSelector decides whether to run the webhook based on if the object has matching labels. objectSelector is evaluated against both the oldObject and newObject that would be sent to the webhook, and is considered to match if either object matches the selector. A null object (oldObject in the case of create, or newObject in the case of delete) or an object that cannot have labels (like a DeploymentRollback or a PodProxyOptions object) is not considered to match. Use the object selector only if the webhook is opt-in, because end users may skip the admission webhook by setting the labels. Default to the empty LabelSelector, which matches everything.
ê
reinvocationPolicy˘"ÎreinvocationPolicy indicates whether this webhook should be called multiple times as part of a single admission evaluation. Allowed values are "Never" and "IfNeeded".

Never: the webhook will not be called more than once in a single admission evaluation.

IfNeeded: the webhook will be called at least one additional time as part of the admission evaluation if the object being admitted is modified by other admission plugins after the initial webhook call. Webhooks that specify this option *must* be idempotent, able to process objects they previously admitted. Note: * the number of additional invocations is not guaranteed to be exactly one. * if additional invocations result in further modifications to the object, webhooks are not guaranteed to be invoked again. * webhooks that use this option may be reordered to minimize the number of additional invocations. * to validate an object after all mutations are guaranteed complete, use a validating admission webhook instead.

Defaults to "Never".≤
string
Ó
rules‰"áRules describes what operations on what resources/subresources the webhook cares about. The webhook cares about an operation if it matches _any_ Rule. However, in order to prevent ValidatingAdmissionWebhooks and MutatingAdmissionWebhooks from putting the cluster in a state which cannot be recovered from without completely disabling the plugin, ValidatingAdmissionWebhooks and MutatingAdmissionWebhooks are never called on admission requests for ValidatingWebhookConfiguration and MutatingWebhookConfiguration objects.≤
array∫M
K
I#/definitions/io.k8s.api.admissionregistration.v1beta1.RuleWithOperations
ú
timeoutSecondsâint32"ÛTimeoutSeconds specifies the timeout for this webhook. After the timeout passes, the webhook call will be ignored or the API call will fail based on the failure policy. The timeout value must be between 1 and 30 seconds. Default to 30 seconds.≤	
integer
Æ
failurePolicyú"éFailurePolicy defines how unrecognized errors from the admission endpoint are handled - allowed values are Ignore or Fail. Defaults to Ignore.≤
string
ó
matchPolicyá"˘matchPolicy defines how the "rules" list is used to match incoming requests. Allowed values are "Exact" or "Equivalent".

- Exact: match a request only if it exactly matches a specified rule. For example, if deployments can be modified via apps/v1, apps/v1beta1, and extensions/v1beta1, but "rules" only included `apiGroups:["apps"], apiVersions:["v1"], resources: ["deployments"]`, a request to apps/v1beta1 or extensions/v1beta1 would not be sent to the webhook.

- Equivalent: match a request if modifies a resource listed in rules, even via another API group or version. For example, if deployments can be modified via apps/v1, apps/v1beta1, and extensions/v1beta1, and "rules" only included `apiGroups:["apps"], apiVersions:["v1"], resources: ["deployments"]`, a request to apps/v1beta1 or extensions/v1beta1 would be converted to apps/v1 and sent to the webhook.

Defaults to "Exact"≤
string
ÿ
sideEffects»"∫SideEffects states whether this webhook has side effects. Acceptable values are: Unknown, None, Some, NoneOnDryRun Webhooks with side effects MUST implement a reconciliation system, since a request may be rejected by a future step in the admission chain and the side effects therefore need to be undone. Requests with the dryRun attribute will be auto-rejected if they match a webhook with sideEffects == Unknown or Some. Defaults to Unknown.≤
string
Ö
6io.k8s.api.autoscaling.v2beta1.HorizontalPodAutoscaler "ŒHorizontalPodAutoscaler is the configuration for a horizontal pod autoscaler, which automatically manages the replica count of any resource implementing the scale subresource based on the metrics specified.≤
object ˙	
Ñ
spec˚
H#/definitions/io.k8s.api.autoscaling.v2beta1.HorizontalPodAutoscalerSpec"Æspec is the specification for the behaviour of the autoscaler. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#spec-and-status.
ê
statusÖ
J#/definitions/io.k8s.api.autoscaling.v2beta1.HorizontalPodAutoscalerStatus"7status is the current information about the autoscaler.
æ

apiVersionØ"°APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources≤
string
π
kind∞"¢Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds≤
string
‡
metadata”
=#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta"ëmetadata is the standard object metadata. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata˙m
x-kubernetes-group-version-kindJH- group: autoscaling
  kind: HorizontalPodAutoscaler
  version: v2beta1

”	
7io.k8s.apimachinery.pkg.apis.meta.v1.ManagedFieldsEntryó	"sManagedFieldsEntry is a workflow-id, a FieldSet and the group version of the resource that the fieldset applies to.≤
object ì
ù
fieldsV1ê
;#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.FieldsV1"QFieldsV1 holds the first JSON version format as described in the "FieldsV1" type.
W
managerL"?Manager is an identifier of the workflow managing these fields.≤
string
≤
	operation§"ñOperation is the type of operation which lead to this ManagedFieldsEntry being created. The only valid values for this field are 'Apply' and 'Update'.≤
string
¶
timeù
7#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.Time"bTime is timestamp of when these fields were set. It should always be empty if Operation is 'Apply'
ñ

apiVersioná"˘APIVersion defines the version of this resource that this field set applies to. The format is "group/version" just like the top-level APIVersion field. It is necessary to track the version of a field set because it cannot be automatically converted.≤
string
†

fieldsTypeë"ÉFieldsType is the discriminator for the different fields format and version. There is currently only one possible value: "FieldsV1"≤
string
®A
/io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMetaÙ@"lObjectMeta is metadata that all persisted resources must have, which includes all objects users must create.≤
object ˜?
¢
	namespaceî"ÜNamespace defines the space within which each name must be unique. An empty namespace is equivalent to the "default" namespace, but "default" is the canonical representation. Not all objects are required to be scoped to a namespace - the value of this field for those objects will be empty.

Must be a DNS_LABEL. Cannot be updated. More info: http://kubernetes.io/docs/user-guide/namespaces≤
string
≥
uid´"ùUID is the unique in time and space value for this object. It is typically generated by the server on successful creation of a resource and is not allowed to change on PUT operations.

Populated by the system. Read-only. More info: http://kubernetes.io/docs/user-guide/identifiers#uids≤
string
¿
annotations∞"íAnnotations is an unstructured key value map stored with a resource that may be set by external tools to store and retrieve arbitrary metadata. They are not queryable and should be preserved when modifying objects. More info: http://kubernetes.io/docs/user-guide/annotations™
≤
string≤
object
ù
clusterNameç"ˇThe name of the cluster which the object belongs to. This is used to distinguish resources with same name and namespace in different clusters. This field is not set anywhere right now and apiserver is going to ignore it if set in create or update request.≤
string
Ó
creationTimestampÿ
7#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.Time"úCreationTimestamp is a timestamp representing the server time when this object was created. It is not guaranteed to be set in happens-before order across separate operations. Clients may not set this value. It is represented in RFC3339 form and is in UTC.

Populated by the system. Read-only. Null for lists. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata
ﬁ

finalizersœ"àMust be empty before the object is deleted from the registry. Each entry is an identifier for the responsible component that will remove the entry from the list. If the deletionTimestamp of the object is non-nil, entries in this list can only be removed. Finalizers may be processed and removed in any order.  Order is NOT enforced because it introduces significant risk of stuck finalizers. finalizers is a shared field, any actor with permission can reorder it. If the finalizer list is processed in order, then this can lead to a situation in which the component responsible for the first finalizer in the list is waiting for a signal (field value, external system, or other) produced by a component responsible for a finalizer later in the list, resulting in a deadlock. Without enforced ordering finalizers are free to order amongst themselves and are not vulnerable to ordering changes in the list.≤
array∫
≤
string˙'
x-kubernetes-patch-strategymerge

∂
generateName•"óGenerateName is an optional prefix, used by the server, to generate a unique name ONLY IF the Name field has not been provided. If this field is used, the name returned to the client will be different than the name passed. This value will also be combined with a unique suffix. The provided value has the same validation rules as the Name field, and may be truncated by the length of the suffix required to make the value unique on the server.

If this field is specified and the generated name exists, the server will NOT return a 409 - instead, it will either return 201 Created or 500 with Reason ServerTimeout indicating a unique name could not be found in the time allotted, and the client should retry (optionally after the time indicated in the Retry-After header).

Applied only if Name is not specified. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#idempotency≤
string
Ç
labels˜"ŸMap of string keys and values that can be used to organize and categorize (scope and select) objects. May match selectors of replication controllers and services. More info: http://kubernetes.io/docs/user-guide/labels™
≤
string≤
object
Í
selfLink›"œSelfLink is a URL representing this object. Populated by the system. Read-only.

DEPRECATED Kubernetes will stop propagating this field in 1.20 release and the field is planned to be removed in 1.21 release.≤
string

deletionGracePeriodSeconds—int64"ªNumber of seconds allowed for this object to gracefully terminate before it will be removed from the system. Only set when deletionTimestamp is also set. May only be shortened. Read-only.≤	
integer
§
deletionTimestampé
7#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.Time"“
DeletionTimestamp is RFC 3339 date and time at which this resource will be deleted. This field is set by the server when a graceful deletion is requested by the user, and is not directly settable by a client. The resource is expected to be deleted (no longer visible from resource lists, and not reachable by name) after the time in this field, once the finalizers list is empty. As long as the finalizers list contains items, deletion is blocked. Once the deletionTimestamp is set, this value may not be unset or be set further into the future, although it may be shortened or the resource may be deleted prior to this time. For example, a user may request that a pod is deleted in 30 seconds. The Kubelet will react by sending a graceful termination signal to the containers in the pod. After that 30 seconds, the Kubelet will send a hard termination signal (SIGKILL) to the container and after cleanup, remove the pod from the API. In the presence of network partitions, this object may still exist after this timestamp, until an administrator or automated process can determine the resource is fully terminated. If not set, graceful deletion of the object has not been requested.

Populated by the system when a graceful deletion is requested. Read-only. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata
í

generationÉint64"nA sequence number representing a specific generation of the desired state. Populated by the system. Read-only.≤	
integer
¯
ownerReferences‰"ºList of objects depended by this object. If ALL objects in the list have been deleted, this object will be garbage collected. If this object is managed by a controller, then an entry in this list will point to this controller, with the controller field set to true. There cannot be more than one managing controller.≤
array∫E
C
A#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.OwnerReference˙'
x-kubernetes-patch-strategymerge
˙&
x-kubernetes-patch-merge-keyuid

É
managedFieldsÒ"òManagedFields maps workflow-id and version to the set of fields that are managed by that workflow. This is mostly for internal housekeeping, and users typically shouldn't need to set or understand this field. A workflow can be the user's name, a controller's name, or the name of a specific apply path like "ci-cd". The set of fields is always in the version that the workflow used when modifying the object.≤
array∫I
G
E#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.ManagedFieldsEntry
ı
nameÏ"ﬁName must be unique within a namespace. Is required when creating resources, although some resources may allow a client to request the generation of an appropriate name automatically. Name is primarily intended for creation idempotence and configuration definition. Cannot be updated. More info: http://kubernetes.io/docs/user-guide/identifiers#names≤
string
ë
resourceVersion˝"ÔAn opaque value that represents the internal version of this object that can be used by clients to determine when objects have changed. May be used for optimistic concurrency, change detection, and the watch operation on a resource or set of resources. Clients must treat these values as opaque and passed unmodified back to the server. They may only be valid for a particular resource or set of resources.

Populated by the system. Read-only. Value must be treated as opaque by clients and . More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#concurrency-control-and-consistency≤
string
 
#io.k8s.api.apps.v1.ReplicaSetStatus¢"?ReplicaSetStatus represents the current status of a ReplicaSet.öreplicas≤
object «
ÿ
replicasÀint32"µReplicas is the most recently oberved number of replicas. More info: https://kubernetes.io/docs/concepts/workloads/controllers/replicationcontroller/#what-is-a-replicationcontroller≤	
integer
Ö
availableReplicaspint32"[The number of available replicas (ready for at least minReadySeconds) for this replica set.≤	
integer
¯

conditionsÈ"NRepresents the latest available observations of a replica set's current state.≤
array∫8
6
4#/definitions/io.k8s.api.apps.v1.ReplicaSetCondition˙'
x-kubernetes-patch-merge-keytype
˙'
x-kubernetes-patch-strategymerge

ã
fullyLabeledReplicassint32"^The number of pods that have labels matching the labels of the pod template of the replicaset.≤	
integer

observedGenerationiint64"TObservedGeneration reflects the generation of the most recently observed ReplicaSet.≤	
integer
X
readyReplicasGint32"2The number of ready replicas for this replica set.≤	
integer
å
#io.k8s.api.core.v1.NodeSelectorTerm‰"•A null or empty node selector term matches no objects. The requirements of them are ANDed. The TopologySelectorTerm type implements a subset of the NodeSelectorTerm.≤
object ≠
ñ
matchExpressionsÅ"6A list of node selector requirements by node's labels.≤
array∫<
:
8#/definitions/io.k8s.api.core.v1.NodeSelectorRequirement
ë
matchFieldsÅ"6A list of node selector requirements by node's fields.≤
array∫<
:
8#/definitions/io.k8s.api.core.v1.NodeSelectorRequirement
Â	
.io.k8s.api.rbac.v1beta1.ClusterRoleBindingList≤	"∫ClusterRoleBindingList is a collection of ClusterRoleBindings. Deprecated in v1.17 in favor of rbac.authorization.k8s.io/v1 ClusterRoleBindingList, and will no longer be served in v1.22.öitems≤
object ·
æ

apiVersionØ"°APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources≤
string
z
itemsq"&Items is a list of ClusterRoleBindings≤
array∫<
:
8#/definitions/io.k8s.api.rbac.v1beta1.ClusterRoleBinding
π
kind∞"¢Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds≤
string
f
metadataZ
;#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.ListMeta"Standard object's metadata.˙z
x-kubernetes-group-version-kindWU- group: rbac.authorization.k8s.io
  kind: ClusterRoleBindingList
  version: v1beta1

Ω	
Wio.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1.CustomResourceDefinitionStatus·"RCustomResourceDefinitionStatus indicates the state of the CustomResourceDefinition≤
object ˛
•

conditionsñ"Nconditions indicate state for particular aspects of a CustomResourceDefinition≤
array∫l
j
h#/definitions/io.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1.CustomResourceDefinitionCondition˙'
x-kubernetes-list-map-keys	- type
˙ 
x-kubernetes-list-typemap

‹
storedVersions…"¨storedVersions lists all versions of CustomResources that were ever persisted. Tracking these versions allows a migration path for stored versions in etcd. The field is mutable so a migration controller can finish a migration to another version (ensuring no old objects are left in storage), and then remove the rest of the versions from this list. Versions may not be removed from `spec.versions` while they exist in this list.≤
array∫
≤
string
Ù
acceptedNames‚
d#/definitions/io.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1.CustomResourceDefinitionNames"zacceptedNames are the names that are actually being used to serve discovery. They may be different than the names in spec.
ï

Dio.k8s.api.admissionregistration.v1.MutatingWebhookConfigurationListÃ	"KMutatingWebhookConfigurationList is a list of MutatingWebhookConfiguration.öitems≤
object ‚
æ

apiVersionØ"°APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources≤
string
ê
itemsÜ"%List of MutatingWebhookConfiguration.≤
array∫R
P
N#/definitions/io.k8s.api.admissionregistration.v1.MutatingWebhookConfiguration
π
kind∞"¢Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds≤
string
œ
metadata¬
;#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.ListMeta"ÇStandard list metadata. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds˙Ç
x-kubernetes-group-version-kind_]- group: admissionregistration.k8s.io
  kind: MutatingWebhookConfigurationList
  version: v1

∂

!io.k8s.api.apps.v1.ReplicaSetSpecê
"4ReplicaSetSpec is the specification of a ReplicaSet.öselector≤
object ¿	
É
minReadySecondsÔint32"ŸMinimum number of seconds for which a newly created pod should be ready without any of its container crashing, for it to be considered available. Defaults to 0 (pod will be considered available as soon as it is ready)≤	
integer
°
replicasîint32"˛Replicas is the number of desired replicas. This is a pointer to distinguish between explicit zero and unspecified. Defaults to 1. More info: https://kubernetes.io/docs/concepts/workloads/controllers/replicationcontroller/#what-is-a-replicationcontroller≤	
integer
˝
selector
@#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.LabelSelector"´Selector is a label query over pods that should match the replica count. Label keys and values that must match in order to be controlled by this replica set. It must match the pod template's labels. More info: https://kubernetes.io/docs/concepts/overview/working-with-objects/labels/#label-selectors
ì
templateÜ
0#/definitions/io.k8s.api.core.v1.PodTemplateSpec"—Template is the object that describes the pod that will be created if insufficient replicas are detected. More info: https://kubernetes.io/docs/concepts/workloads/controllers/replicationcontroller#pod-template
Ÿ
%io.k8s.api.core.v1.LoadBalancerStatusØ"<LoadBalancerStatus represents the status of a load-balancer.≤
object ‚
ﬂ
ingress”"ãIngress is a list containing ingress points for the load-balancer. Traffic intended for the service should be sent to these ingress points.≤
array∫8
6
4#/definitions/io.k8s.api.core.v1.LoadBalancerIngress
À
,io.k8s.api.extensions.v1beta1.IngressBackendö"DIngressBackend describes all endpoints for a given service and port.≤
object ≈
¯
resourceÎ
:#/definitions/io.k8s.api.core.v1.TypedLocalObjectReference"¨Resource is an ObjectRef to another Kubernetes resource in the namespace of the Ingress object. If resource is specified, serviceName and servicePort must not be specified.
I
serviceName:"-Specifies the name of the referenced service.≤
string
}
servicePortn
=#/definitions/io.k8s.apimachinery.pkg.util.intstr.IntOrString"-Specifies the port of the referenced service.
∫
io.k8s.api.rbac.v1.ClusterRoleó"àClusterRole is a cluster level, logical grouping of PolicyRules that can be referenced as a unit by a RoleBinding or ClusterRoleBinding.≤
object ê	
©
aggregationRuleï
0#/definitions/io.k8s.api.rbac.v1.AggregationRule"‡AggregationRule is an optional field that describes how to build the Rules for this ClusterRole. If AggregationRule is set, then the Rules are controller managed and direct changes to Rules will be stomped by the controller.
æ

apiVersionØ"°APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources≤
string
π
kind∞"¢Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds≤
string
h
metadata\
=#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta"Standard object's metadata.
{
rulesr"4Rules holds all the PolicyRules for this ClusterRole≤
array∫/
-
+#/definitions/io.k8s.api.rbac.v1.PolicyRule˙j
x-kubernetes-group-version-kindGE- group: rbac.authorization.k8s.io
  kind: ClusterRole
  version: v1

î

io.k8s.api.core.v1.PodTemplateÒ	"IPodTemplate describes a template for creating copies of a predefined pod.≤
object ¡
π
kind∞"¢Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds≤
string
“
metadata≈
=#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta"ÉStandard object's metadata. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata
Ï
templateﬂ
0#/definitions/io.k8s.api.core.v1.PodTemplateSpec"™Template defines the pods that will be created from this pod template. https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#spec-and-status
æ

apiVersionØ"°APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources≤
string˙S
x-kubernetes-group-version-kind0.- group: ""
  kind: PodTemplate
  version: v1

π
;io.k8s.api.policy.v1beta1.SupplementalGroupsStrategyOptions˘"dSupplementalGroupsStrategyOptions defines the strategy type and options used to create the strategy.≤
object Ñ
ã
rangesÄ"Ωranges are the allowed ranges of supplemental groups.  If you would like to force a single supplemental group then supply a single range with the same start and end. Required for MustRunAs.≤
array∫3
1
/#/definitions/io.k8s.api.policy.v1beta1.IDRange
t
rulel"_rule is the strategy that will dictate what supplemental groups is used in the SecurityContext.≤
string
“
+io.k8s.api.scheduling.v1beta1.PriorityClass¢"·DEPRECATED - This group version of PriorityClass is deprecated by scheduling.k8s.io/v1/PriorityClass. PriorityClass defines mapping from a priority class name to the priority integer value. The value can be any valid integer.övalue≤
object ª
¶
globalDefaultî"ÖglobalDefault specifies whether this PriorityClass should be considered as the default priority for pods that do not have any priority class. Only one PriorityClass can be marked as `globalDefault`. However, if more than one PriorityClasses exists with their `globalDefault` field set to true, the smallest value of such global default PriorityClasses will be used as the default priority.≤	
boolean
π
kind∞"¢Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds≤
string
“
metadata≈
=#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta"ÉStandard object's metadata. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata
Ñ
preemptionPolicyÔ"·PreemptionPolicy is the Policy for preempting pods with lower priority. One of Never, PreemptLowerPriority. Defaults to PreemptLowerPriority if unset. This field is beta-level, gated by the NonPreemptingPriority feature-gate.≤
string
®
valueûint32"àThe value of this priority class. This is the actual priority that pods receive when they have the name of this class in their pod spec.≤	
integer
æ

apiVersionØ"°APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources≤
string
ã
description|"odescription is an arbitrary string that usually provides guidelines on when this priority class should be used.≤
string˙i
x-kubernetes-group-version-kindFD- group: scheduling.k8s.io
  kind: PriorityClass
  version: v1beta1

∏	
/io.k8s.api.scheduling.v1beta1.PriorityClassListÑ	"6PriorityClassList is a collection of priority classes.öitems≤
object ≈
æ

apiVersionØ"°APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources≤
string
y
itemsp"$items is the list of PriorityClasses≤
array∫=
;
9#/definitions/io.k8s.api.scheduling.v1beta1.PriorityClass
π
kind∞"¢Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds≤
string
 
metadataΩ
;#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.ListMeta"~Standard list metadata More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata˙m
x-kubernetes-group-version-kindJH- group: scheduling.k8s.io
  kind: PriorityClassList
  version: v1beta1

Ú
Tio.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1beta1.JSONSchemaPropsOrArrayô"ñJSONSchemaPropsOrArray represents a value that can either be a JSONSchemaProps or an array of JSONSchemaProps. Mainly here for serialization purposes.
â
!io.k8s.api.apps.v1.DeploymentSpec„"NDeploymentSpec is the specification of the desired behavior of the Deployment.öselectorötemplate≤
object Ó
É
minReadySecondsÔint32"ŸMinimum number of seconds for which a newly created pod should be ready without any of its container crashing, for it to be considered available. Defaults to 0 (pod will be considered available as soon as it is ready)≤	
integer
@
paused6"(Indicates that the deployment is paused.≤	
boolean
†
progressDeadlineSecondsÑint32"ÓThe maximum time in seconds for a deployment to make progress before it is considered to be failed. The deployment controller will continue to process failed deployments and a condition with a ProgressDeadlineExceeded reason will be surfaced in the deployment status. Note that progress will not be estimated during the time a deployment is paused. Defaults to 600s.≤	
integer
í
replicasÖint32"pNumber of desired pods. This is a pointer to distinguish between explicit zero and not specified. Defaults to 1.≤	
integer
√
revisionHistoryLimit™int32"îThe number of old ReplicaSets to retain to allow rollback. This is a pointer to distinguish between explicit zero and not specified. Defaults to 10.≤	
integer
ˆ
selectorÈ
@#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.LabelSelector"§Label selector for pods. Existing ReplicaSets whose pods are selected by this will be the ones affected by this deployment. It must match the pod template's labels.
π
strategy¨
3#/definitions/io.k8s.api.apps.v1.DeploymentStrategy"FThe deployment strategy to use to replace existing pods with new ones.˙,
x-kubernetes-patch-strategyretainKeys

q
templatee
0#/definitions/io.k8s.api.core.v1.PodTemplateSpec"1Template describes the pods that will be created.
ü
io.k8s.api.core.v1.NodeSelector˚"ºA node selector represents the union of the results of one or more label queries over a set of nodes; that is, it represents the OR of the selectors represented by the node selector terms.önodeSelectorTerms≤
object ô
ñ
nodeSelectorTermsÄ"<Required. A list of node selector terms. The terms are ORed.≤
array∫5
3
1#/definitions/io.k8s.api.core.v1.NodeSelectorTerm
ê
4io.k8s.api.flowcontrol.v1beta1.ServiceAccountSubject◊"RServiceAccountSubject holds detailed information for service-account-kind subject.ö	namespaceöname≤
object ·
y
nameq"d`name` is the name of matching ServiceAccount objects, or "*" to match regardless of name. Required.≤
string
d
	namespaceW"J`namespace` is the namespace of matching ServiceAccount objects. Required.≤
string
É
2io.k8s.api.networking.v1beta1.HTTPIngressRuleValueÃ"£HTTPIngressRuleValue is a list of http selectors pointing to backends. In the example: http://<host>/<path>?<searchpart> -> backend where where parts of the url correspond to RFC 3986, this resource will be used to match against everything after the last '/' and before the first '?' or '#'.öpaths≤
object è
å
pathsÇ"4A collection of paths that map requests to backends.≤
array∫?
=
;#/definitions/io.k8s.api.networking.v1beta1.HTTPIngressPath
ù

\io.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1beta1.CustomResourceColumnDefinitionº	"KCustomResourceColumnDefinition specifies a column for server side printing.önameötypeöJSONPath≤
object «
™
JSONPathù"èJSONPath is a simple JSON path (i.e. with array notation) which is evaluated against each custom resource to produce the value for this column.≤
string
W
descriptionH";description is a human readable description of this column.≤
string
∏
format≠"üformat is an optional OpenAPI type definition for this column. The 'name' format is applied to the primary identifier column to assist in clients identifying column is the resource name. See https://github.com/OAI/OpenAPI-Specification/blob/master/versions/2.0.md#data-types for details.≤
string
B
name:"-name is a human readable name for the column.≤
string
ç
priorityÄint32"Ípriority is an integer defining the relative importance of this column compared to others. Lower numbers are considered higher priority. Columns that may be omitted in limited space scenarios should be given a priority greater than 0.≤	
integer
Ø
type¶"òtype is an OpenAPI type definition for this column. See https://github.com/OAI/OpenAPI-Specification/blob/master/versions/2.0.md#data-types for details.≤
string
Ì
io.k8s.api.apps.v1.ReplicaSetÀ"YReplicaSet ensures that a specified number of pod replicas are running at any given time.≤
object ä
ı
specÏ
/#/definitions/io.k8s.api.apps.v1.ReplicaSetSpec"∏Spec defines the specification of the desired behavior of the ReplicaSet. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#spec-and-status
«
statusº
1#/definitions/io.k8s.api.apps.v1.ReplicaSetStatus"ÜStatus is the most recently observed status of the ReplicaSet. This data may be out of date by some window of time. Populated by the system. Read-only. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#spec-and-status
æ

apiVersionØ"°APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources≤
string
π
kind∞"¢Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds≤
string
»
metadataª
=#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta"˘If the Labels of a ReplicaSet are empty, they are defaulted to be the same as the Pod(s) that the ReplicaSet manages. Standard object's metadata. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata˙T
x-kubernetes-group-version-kind1/- group: apps
  kind: ReplicaSet
  version: v1

Û
io.k8s.api.events.v1.EventList–"%EventList is a list of Event objects.öitems≤
object ≥
æ

apiVersionØ"°APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources≤
string
f
items]""items is a list of schema objects.≤
array∫,
*
(#/definitions/io.k8s.api.events.v1.Event
π
kind∞"¢Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds≤
string
À
metadataæ
;#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.ListMeta"Standard list metadata. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata˙\
x-kubernetes-group-version-kind97- group: events.k8s.io
  kind: EventList
  version: v1

™
 io.k8s.api.batch.v1.JobConditionÖ".JobCondition describes current state of a job.ötypeöstatus≤
object ∂
?
type7"*Type of job condition, Complete or Failed.≤
string
p
lastProbeTime_
7#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.Time"$Last time the condition was checked.
å
lastTransitionTimev
7#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.Time";Last time the condition transit from one status to another.
X
messageM"@Human readable message indicating details about last transition.≤
string
J
reason@"3(brief) reason for the condition's last transition.≤
string
L
statusB"5Status of the condition, one of True, False, Unknown.≤
string
√
io.k8s.api.discovery.v1.ForZoneü"LForZone provides information about which zones should consume this endpoint.öname≤
object <
:
name2"%name represents the name of the zone.≤
string
”
*io.k8s.api.networking.v1.NetworkPolicySpec§"?NetworkPolicySpec provides the specification of a NetworkPolicyöpodSelector≤
object ∆
œ
egressƒ"ÚList of egress rules to be applied to the selected pods. Outgoing traffic is allowed if there are no NetworkPolicies selecting the pod (and cluster policy otherwise allows the traffic), OR if the traffic matches at least one egress rule across all of the NetworkPolicy objects whose podSelector matches the pod. If this field is empty then this NetworkPolicy limits all outgoing traffic (and serves solely to ensure that the pods it selects are isolated by default). This field is beta-level in 1.8≤
array∫B
@
>#/definitions/io.k8s.api.networking.v1.NetworkPolicyEgressRule
„
ingress◊"ÑList of ingress rules to be applied to the selected pods. Traffic is allowed to a pod if there are no NetworkPolicies selecting the pod (and cluster policy otherwise allows the traffic), OR if the traffic source is the pod's local node, OR if the traffic matches at least one ingress rule across all of the NetworkPolicy objects whose podSelector matches the pod. If this field is empty then this NetworkPolicy does not allow any traffic (and serves solely to ensure that the pods it selects are isolated by default)≤
array∫C
A
?#/definitions/io.k8s.api.networking.v1.NetworkPolicyIngressRule
€
podSelectorÀ
@#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.LabelSelector"ÜSelects the pods to which this NetworkPolicy object applies. The array of ingress rules is applied to any pods selected by this field. Multiple network policies can select the same set of pods. In this case, the ingress rules for each are combined additively. This field is NOT optional and follows standard label selector semantics. An empty podSelector matches all pods in this namespace.
≠
policyTypesù"ÄList of rule types that the NetworkPolicy relates to. Valid options are ["Ingress"], ["Egress"], or ["Ingress", "Egress"]. If this field is not specified, it will default based on the existence of Ingress or Egress rules; policies that contain an Egress section are assumed to affect Egress, and all policies (whether or not they contain an Ingress section) are assumed to affect Ingress. If you want to write an egress-only policy, you must explicitly specify policyTypes [ "Egress" ]. Likewise, if you want to write a policy that specifies that no egress is allowed, you must specify a policyTypes value that include "Egress" (since such a policy would not include an Egress section and would otherwise default to just [ "Ingress" ]). This field is beta-level in 1.8≤
array∫
≤
string
Ö"
Zio.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1beta1.CustomResourceDefinitionSpec¶!"PCustomResourceDefinitionSpec describes how a user wants their resource to appearögroupönamesöscope≤
object ≠ 
—
preserveUnknownFields∑"®preserveUnknownFields indicates that object fields which are not specified in the OpenAPI schema should be preserved when persisting to storage. apiVersion, kind, metadata and known fields inside metadata are always preserved. If false, schemas must be defined for all versions. Defaults to true in v1beta for backwards compatibility. Deprecated: will be required to be false in v1. Preservation of unknown fields can be specified in the validation schema using the `x-kubernetes-preserve-unknown-fields: true` extension. See https://kubernetes.io/docs/tasks/access-kubernetes-api/custom-resources/custom-resource-definitions/#pruning-versus-preserving-unknown-fields for details.≤	
boolean
¥
scope™"úscope indicates whether the defined custom resource is cluster- or namespace-scoped. Allowed values are `Cluster` and `Namespaced`. Default is `Namespaced`.≤
string
√
subresources≤
f#/definitions/io.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1beta1.CustomResourceSubresources"«subresources specify what subresources the defined custom resource has. If present, this field configures subresources for all versions. Top-level and per-version subresources are mutually exclusive.
™

conversionõ
d#/definitions/io.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1beta1.CustomResourceConversion"3conversion defines conversion settings for the CRD.
Â
group€"Õgroup is the API group of the defined custom resource. The custom resources are served under `/apis/<group>/...`. Must match the name of the CustomResourceDefinition (in the form `<names.plural>.<group>`).≤
string
π
namesØ
i#/definitions/io.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1beta1.CustomResourceDefinitionNames"Bnames specify the resource and kind names for the custom resource.
ù
versionsê"ëversions is the list of all API versions of the defined custom resource. Optional if `version` is specified. The name of the first item in the `versions` list must match the `version` field if `version` and `versions` are both specified. Version names are used to compute the order in which served versions are listed in API discovery. If the version string is "kube-like", it will sort above non "kube-like" version strings, which are ordered lexicographically. "Kube-like" versions start with a "v", then are followed by a number (the major version), then optionally the string "alpha" or "beta" and another number (the minor version). These are sorted first by GA > beta > alpha (where GA is a version with no suffix such as beta or alpha), and then by comparing major version, then minor version. An example sorted list of versions: v10, v2, v1, v11beta2, v10beta3, v3beta1, v12alpha1, v11alpha2, foo1, foo10.≤
array∫o
m
k#/definitions/io.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1beta1.CustomResourceDefinitionVersion
≈
additionalPrinterColumns®"™additionalPrinterColumns specifies additional columns returned in Table output. See https://kubernetes.io/docs/reference/using-api/api-concepts/#receiving-resources-as-tables for details. If present, this field configures columns for all versions. Top-level and per-version columns are mutually exclusive. If no top-level or per-version columns are specified, a single column displaying the age of the custom resource is used.≤
array∫n
l
j#/definitions/io.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1beta1.CustomResourceColumnDefinition
Œ

validationø
d#/definitions/io.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1beta1.CustomResourceValidation"÷validation describes the schema used for validation and pruning of the custom resource. If present, this validation schema is used to validate all versions. Top-level and per-version schemas are mutually exclusive.
œ
version√"µversion is the API version of the defined custom resource. The custom resources are served under `/apis/<group>/<version>/...`. Must match the name of the first item in the `versions` list if `version` and `versions` are both specified. Optional if `versions` is specified. Deprecated: use `versions` instead.≤
string
’
5io.k8s.api.autoscaling.v1.HorizontalPodAutoscalerListõ"*list of horizontal pod autoscaler objects.öitems≤
object È
æ

apiVersionØ"°APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources≤
string
Ö
items|"*list of horizontal pod autoscaler objects.≤
array∫C
A
?#/definitions/io.k8s.api.autoscaling.v1.HorizontalPodAutoscaler
π
kind∞"¢Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds≤
string
b
metadataV
;#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.ListMeta"Standard list metadata.˙l
x-kubernetes-group-version-kindIG- group: autoscaling
  kind: HorizontalPodAutoscalerList
  version: v1

È
<io.k8s.api.autoscaling.v2beta2.ContainerResourceMetricSource®"”ContainerResourceMetricSource indicates how to scale on a resource metric known to Kubernetes, as specified in requests and limits, describing each pod in the current scale target (e.g. CPU or memory).  The values will be averaged together before being compared to the target.  Such metrics are built in to Kubernetes, and have special scaling options on top of those available to normal per-pod metrics using the "pods" source.  Only one "target" type should be set.önameötargetö	container≤
object ß
b
	containerU"Hcontainer is the name of the container in the pods of the scaling target≤
string
B
name:"-name is the name of the resource in question.≤
string
}
targets
9#/definitions/io.k8s.api.autoscaling.v2beta2.MetricTarget"6target specifies the target value for the given metric
◊	
9io.k8s.api.certificates.v1beta1.CertificateSigningRequestô	"'Describes a certificate signing request≤
object Á
æ

apiVersionØ"°APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources≤
string
π
kind∞"¢Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds≤
string
K
metadata?
=#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta
ñ
specç
K#/definitions/io.k8s.api.certificates.v1beta1.CertificateSigningRequestSpec">The certificate request itself and any additional information.
Å
statusw
M#/definitions/io.k8s.api.certificates.v1beta1.CertificateSigningRequestStatus"&Derived information about the request.˙w
x-kubernetes-group-version-kindTR- group: certificates.k8s.io
  kind: CertificateSigningRequest
  version: v1beta1

˛	
io.k8s.api.core.v1.Bindingﬂ	"°Binding ties one object to another; for example, a pod is bound to a node by a scheduler. Deprecated in 1.7, please use the bindings subresource of pods instead.ötarget≤
object —
æ

apiVersionØ"°APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources≤
string
π
kind∞"¢Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds≤
string
“
metadata≈
=#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta"ÉStandard object's metadata. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata
}
targets
0#/definitions/io.k8s.api.core.v1.ObjectReference"?The target object that you want to bind to the standard object.˙O
x-kubernetes-group-version-kind,*- group: ""
  kind: Binding
  version: v1

¢
'io.k8s.api.core.v1.EmptyDirVolumeSourceˆ"uRepresents an empty directory for a pod. Empty directory volumes support ownership management and SELinux relabeling.≤
object 
Ö
medium˙"ÏWhat type of storage medium should back this directory. The default is "" which means to use the node's default medium. Must be an empty string (default) or Memory. More info: https://kubernetes.io/docs/concepts/storage/volumes#emptydir≤
string
Â
	sizeLimit◊
;#/definitions/io.k8s.apimachinery.pkg.api.resource.Quantity"óTotal amount of local storage required for this EmptyDir volume. The size limit is also applicable for memory medium. The maximum usage on memory medium EmptyDir would be the minimum value between the SizeLimit specified here and the sum of memory limits of all containers in a pod. The default is nil which means that the limit is undefined. More info: http://kubernetes.io/docs/user-guide/volumes#emptydir
√
0io.k8s.api.core.v1.PersistentVolumeClaimTemplateé"sPersistentVolumeClaimTemplate is used to produce PersistentVolumeClaim objects as part of an EphemeralVolumeSource.öspec≤
object É
Ë
metadata€
=#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta"ôMay contain labels and annotations that will be copied into the PVC when creating it. No other fields are allowed and will be rejected during validation.
ï
specå
:#/definitions/io.k8s.api.core.v1.PersistentVolumeClaimSpec"ÕThe specification for the PersistentVolumeClaim. The entire content is copied unchanged into the PVC that gets created from this template. The same fields as in a PersistentVolumeClaim are also valid here.
ı
0io.k8s.api.core.v1.ServiceAccountTokenProjection¿"ÏServiceAccountTokenProjection represents a projected service account token volume. This projection can be used to insert a service account token into the pods runtime filesystem for use against APIs (Kubernetes API Server or otherwise).öpath≤
object ª
í
audienceÖ"˜Audience is the intended audience of the token. A recipient of a token must identify itself with an identifier specified in the audience of the token, and otherwise should reject the token. The audience defaults to the identifier of the apiserver.≤
string
π
expirationSeconds£int64"çExpirationSeconds is the requested duration of validity of the service account token. As the token approaches expiration, the kubelet volume plugin will proactively rotate the service account token. The kubelet will start trying to rotate the token if the token is older than 80 percent of its time to live or if the token is older than 24 hours.Defaults to 1 hour and must be at least 10 minutes.≤	
integer
h
path`"SPath is the path relative to the mount point of the file to project the token into.≤
string
◊
3io.k8s.api.autoscaling.v2beta2.ExternalMetricStatusü"nExternalMetricStatus indicates the current value of a global metric not associated with any Kubernetes object.ömetricöcurrent≤
object ç
Ñ
currenty
>#/definitions/io.k8s.api.autoscaling.v2beta2.MetricValueStatus"7current contains the current value for the given metric
É
metricy
=#/definitions/io.k8s.api.autoscaling.v2beta2.MetricIdentifier"8metric identifies the target metric by name and selector
¬
/io.k8s.api.autoscaling.v2beta2.PodsMetricSourceé"ÂPodsMetricSource indicates how to scale on a metric describing each pod in the current scale target (for example, transactions-processed-per-second). The values will be averaged together before being compared to the target value.ömetricötarget≤
object Ö
É
metricy
=#/definitions/io.k8s.api.autoscaling.v2beta2.MetricIdentifier"8metric identifies the target metric by name and selector
}
targets
9#/definitions/io.k8s.api.autoscaling.v2beta2.MetricTarget"6target specifies the target value for the given metric
¢9
io.k8s.api.core.v1.VolumeÑ9"[Volume represents a named volume in a pod that may be accessed by any container in the pod.öname≤
object ë8
è
quobyteÉ
4#/definitions/io.k8s.api.core.v1.QuobyteVolumeSource"KQuobyte represents a Quobyte mount on the host that shares a pod's lifetime
ü
	azureFileë
6#/definitions/io.k8s.api.core.v1.AzureFileVolumeSource"WAzureFile represents an Azure File Service mount on the host and bind mount to the pod.
–
cinder≈
3#/definitions/io.k8s.api.core.v1.CinderVolumeSource"çCinder represents a cinder volume attached and mounted on kubelets host machine. More info: https://examples.k8s.io/mysql-cinder-pd/README.md
à
	configMap{
6#/definitions/io.k8s.api.core.v1.ConfigMapVolumeSource"AConfigMap represents a configMap that should populate this volume
ƒ
nfsº
0#/definitions/io.k8s.api.core.v1.NFSVolumeSource"áNFS represents an NFS mount on the host that shares a pod's lifetime More info: https://kubernetes.io/docs/concepts/storage/volumes#nfs
Œ
photonPersistentDiskµ
A#/definitions/io.k8s.api.core.v1.PhotonPersistentDiskVolumeSource"pPhotonPersistentDisk represents a PhotonController persistent disk attached and mounted on kubelets host machine
ª	
	ephemeral≠	
6#/definitions/io.k8s.api.core.v1.EphemeralVolumeSource"ÚEphemeral represents a volume that is handled by a cluster storage driver. The volume's lifecycle is tied to the pod that defines it - it will be created before the pod starts, and deleted when the pod is removed.

Use this if: a) the volume is only needed while the pod runs, b) features of normal volumes like restoring from snapshot or capacity
   tracking are needed,
c) the storage driver is specified through a storage class, and d) the storage driver supports dynamic volume provisioning through
   a PersistentVolumeClaim (see EphemeralVolumeSource for more
   information on the connection between this volume type
   and PersistentVolumeClaim).

Use PersistentVolumeClaim or one of the vendor-specific APIs for volumes that persist for longer than the lifecycle of an individual pod.

Use CSI for light-weight local ephemeral volumes if the CSI driver is meant to be used that way - see the documentation of the driver for more information.

A pod can use both types of ephemeral volumes and persistent volumes at the same time.

This is a beta feature and only available when the GenericEphemeralVolume feature gate is enabled.
ÿ
	glusterfs 
6#/definitions/io.k8s.api.core.v1.GlusterfsVolumeSource"èGlusterfs represents a Glusterfs mount on the host that shares a pod's lifetime. More info: https://examples.k8s.io/volumes/glusterfs/README.md
…
rbd¡
0#/definitions/io.k8s.api.core.v1.RBDVolumeSource"åRBD represents a Rados Block Device mount on the host that shares a pod's lifetime. More info: https://examples.k8s.io/volumes/rbd/README.md
ú
	azureDiské
6#/definitions/io.k8s.api.core.v1.AzureDiskVolumeSource"TAzureDisk represents an Azure Data Disk mount on the host and bind mount to the pod.
û
downwardAPIé
8#/definitions/io.k8s.api.core.v1.DownwardAPIVolumeSource"RDownwardAPI represents downward API about the pod that should populate this volume
…
gitRepoΩ
4#/definitions/io.k8s.api.core.v1.GitRepoVolumeSource"ÑGitRepo represents a git repository at a particular revision. DEPRECATED: GitRepo is deprecated. To provision a container with a git repo, mount an EmptyDir into an InitContainer that clones the repo using git, then mount the EmptyDir into the Pod's container.
ú
scaleIOê
4#/definitions/io.k8s.api.core.v1.ScaleIOVolumeSource"XScaleIO represents a ScaleIO persistent volume attached and mounted on Kubernetes nodes.
î
hostPathá
5#/definitions/io.k8s.api.core.v1.HostPathVolumeSource"ÕHostPath represents a pre-existing file or directory on the host machine that is directly exposed to the container. This is generally used for system agents or other privileged things that are allowed to see the host machine. Most containers will NOT need this. More info: https://kubernetes.io/docs/concepts/storage/volumes#hostpath
Æ
name•"óVolume's name. Must be a DNS_LABEL and unique within the pod. More info: https://kubernetes.io/docs/concepts/overview/working-with-objects/names/#names≤
string
¨
persistentVolumeClaimí
B#/definitions/io.k8s.api.core.v1.PersistentVolumeClaimVolumeSource"ÀPersistentVolumeClaimVolumeSource represents a reference to a PersistentVolumeClaim in the same namespace. More info: https://kubernetes.io/docs/concepts/storage/persistent-volumes#persistentvolumeclaims
§
gcePersistentDiské
>#/definitions/io.k8s.api.core.v1.GCEPersistentDiskVolumeSource"ÀGCEPersistentDisk represents a GCE Disk resource that is attached to a kubelet's host machine and then exposed to the pod. More info: https://kubernetes.io/docs/concepts/storage/volumes#gcepersistentdisk
Ì
iscsi„
2#/definitions/io.k8s.api.core.v1.ISCSIVolumeSource"¨ISCSI represents an ISCSI Disk resource that is attached to a kubelet's host machine and then exposed to the pod. More info: https://examples.k8s.io/volumes/iscsi/README.md
≈
secret∫
3#/definitions/io.k8s.api.core.v1.SecretVolumeSource"ÇSecret represents a secret that should populate this volume. More info: https://kubernetes.io/docs/concepts/storage/volumes#secret
¨

flexVolumeù
1#/definitions/io.k8s.api.core.v1.FlexVolumeSource"hFlexVolume represents a generic volume resource that is provisioned/attached using an exec based plugin.
±
awsElasticBlockStoreò
A#/definitions/io.k8s.api.core.v1.AWSElasticBlockStoreVolumeSource"“AWSElasticBlockStore represents an AWS Disk resource that is attached to a kubelet's host machine and then exposed to the pod. More info: https://kubernetes.io/docs/concepts/storage/volumes#awselasticblockstore
∫
csi≤
0#/definitions/io.k8s.api.core.v1.CSIVolumeSource"~CSI (Container Storage Interface) represents ephemeral storage that is handled by certain external CSI drivers (Beta feature).
ã
	projected~
6#/definitions/io.k8s.api.core.v1.ProjectedVolumeSource"DItems for all in one resources secrets, configmaps, and downward API
¨
vsphereVolumeö
?#/definitions/io.k8s.api.core.v1.VsphereVirtualDiskVolumeSource"WVsphereVolume represents a vSphere volume attached and mounted on kubelets host machine
ô
	storageosã
6#/definitions/io.k8s.api.core.v1.StorageOSVolumeSource"QStorageOS represents a StorageOS volume attached and mounted on Kubernetes nodes.
å
cephfsÅ
3#/definitions/io.k8s.api.core.v1.CephFSVolumeSource"JCephFS represents a Ceph FS mount on the host that shares a pod's lifetime
÷
emptyDir…
5#/definitions/io.k8s.api.core.v1.EmptyDirVolumeSource"èEmptyDir represents a temporary directory that shares a pod's lifetime. More info: https://kubernetes.io/docs/concepts/storage/volumes#emptydir
™
fc£
/#/definitions/io.k8s.api.core.v1.FCVolumeSource"pFC represents a Fibre Channel resource that is attached to a kubelet's host machine and then exposed to the pod.
»
flockerº
4#/definitions/io.k8s.api.core.v1.FlockerVolumeSource"ÉFlocker represents a Flocker volume attached to a kubelet's host machine. This depends on the Flocker control service being running
•
portworxVolumeí
5#/definitions/io.k8s.api.core.v1.PortworxVolumeSource"YPortworxVolume represents a portworx volume attached and mounted on kubelets host machine
Û
"io.k8s.api.apps.v1.DaemonSetStatusÃ">DaemonSetStatus represents the current status of a daemon set.öcurrentNumberScheduledönumberMisscheduledödesiredNumberScheduledönumberReady≤
object ®
ò
numberReadyàint32"sThe number of nodes that should be running the daemon pod and have one or more of the daemon pod running and ready.≤	
integer
≈
numberUnavailableØint32"ôThe number of nodes that should be running the daemon pod and have none of the daemon pod running and available (ready for at least spec.minReadySeconds)≤	
integer
ı

conditionsÊ"LRepresents the latest available observations of a DaemonSet's current state.≤
array∫7
5
3#/definitions/io.k8s.api.apps.v1.DaemonSetCondition˙'
x-kubernetes-patch-merge-keytype
˙'
x-kubernetes-patch-strategymerge

„
currentNumberScheduled»int32"≤The number of nodes that are running at least 1 daemon pod and are supposed to run the daemon pod. More info: https://kubernetes.io/docs/concepts/workloads/controllers/daemonset/≤	
integer
 
numberAvailable∂int32"†The number of nodes that should be running the daemon pod and have one or more of the daemon pod running and available (ready for at least spec.minReadySeconds)≤	
integer
›
numberMisscheduled∆int32"∞The number of nodes that are running the daemon pod, but are not supposed to run the daemon pod. More info: https://kubernetes.io/docs/concepts/workloads/controllers/daemonset/≤	
integer
‰
collisionCount—int32"ªCount of hash collisions for the DaemonSet. The DaemonSet controller uses this field as a collision avoidance mechanism when it needs to create the name for the newest ControllerRevision.≤	
integer
Ù
desiredNumberScheduledŸint32"√The total number of nodes that should be running the daemon pod (including nodes correctly running the daemon pod). More info: https://kubernetes.io/docs/concepts/workloads/controllers/daemonset/≤	
integer
l
observedGenerationVint64"AThe most recent generation observed by the daemon set controller.≤	
integer
l
updatedNumberScheduledRint32"=The total number of nodes that are running updated daemon pod≤	
integer
«
#io.k8s.api.autoscaling.v1.ScaleSpecü":ScaleSpec describes the attributes of a scale subresource.≤
object U
S
replicasGint32"2desired number of instances for the scaled object.≤	
integer
Í

(io.k8s.api.policy.v1.PodDisruptionBudgetΩ
"hPodDisruptionBudget is an object to define the max disruption that can be caused to a collection of pods≤
object ‚
“
metadata≈
=#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta"ÉStandard object's metadata. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata
á
spec
:#/definitions/io.k8s.api.policy.v1.PodDisruptionBudgetSpec"ASpecification of the desired behavior of the PodDisruptionBudget.
É
statusy
<#/definitions/io.k8s.api.policy.v1.PodDisruptionBudgetStatus"9Most recently observed status of the PodDisruptionBudget.
æ

apiVersionØ"°APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources≤
string
π
kind∞"¢Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds≤
string˙_
x-kubernetes-group-version-kind<:- kind: PodDisruptionBudget
  version: v1
  group: policy

Ø
*io.k8s.api.apps.v1.RollingUpdateDeploymentÄ"7Spec to control the desired behavior of rolling update.≤
object ∏
Â
maxSurgeÿ
=#/definitions/io.k8s.apimachinery.pkg.util.intstr.IntOrString"ñThe maximum number of pods that can be scheduled above the desired number of pods. Value can be an absolute number (ex: 5) or a percentage of desired pods (ex: 10%). This can not be 0 if MaxUnavailable is 0. Absolute number is calculated from percentage by rounding up. Defaults to 25%. Example: when this is set to 30%, the new ReplicaSet can be scaled up immediately when the rolling update starts, such that the total number of old and new pods do not exceed 130% of desired pods. Once old pods have been killed, new ReplicaSet can be scaled up further, ensuring that total number of pods running at any time during the update is at most 130% of desired pods.
Õ
maxUnavailable∫
=#/definitions/io.k8s.apimachinery.pkg.util.intstr.IntOrString"¯The maximum number of pods that can be unavailable during the update. Value can be an absolute number (ex: 5) or a percentage of desired pods (ex: 10%). Absolute number is calculated from percentage by rounding down. This can not be 0 if MaxSurge is 0. Defaults to 25%. Example: when this is set to 30%, the old ReplicaSet can be scaled down to 70% of desired pods immediately when the rolling update starts. Once new pods are ready, old ReplicaSet can be scaled down further, followed by scaling up the new ReplicaSet, ensuring that the total number of pods available at all times during the update is at least 70% of desired pods.
¯
3io.k8s.api.autoscaling.v2beta1.ResourceMetricSource¿" ResourceMetricSource indicates how to scale on a resource metric known to Kubernetes, as specified in requests and limits, describing each pod in the current scale target (e.g. CPU or memory).  The values will be averaged together before being compared to the target.  Such metrics are built in to Kubernetes, and have special scaling options on top of those available to normal per-pod metrics using the "pods" source.  Only one "target" type should be set.öname≤
object ›
B
name:"-name is the name of the resource in question.≤
string

targetAverageUtilization”int32"ΩtargetAverageUtilization is the target value of the average of the resource metric across all relevant pods, represented as a percentage of the requested value of the resource for the pods.≤	
integer
£
targetAverageValueå
;#/definitions/io.k8s.apimachinery.pkg.api.resource.Quantity"ÃtargetAverageValue is the target value of the average of the resource metric across all relevant pods, as a raw value (instead of as a percentage of the request), similar to the "pods" metric source type.
¥
io.k8s.api.rbac.v1.RoleBindingë"∑RoleBinding references a role, but does not contain it.  It can reference a Role in the same namespace or a ClusterRole in the global namespace. It adds who information via Subjects and namespace information by which namespace it exists in.  RoleBindings in a given namespace only have effect in that namespace.öroleRef≤
object —
‡
roleRef‘
(#/definitions/io.k8s.api.rbac.v1.RoleRef"ßRoleRef can reference a Role in the current namespace or a ClusterRole in the global namespace. If the RoleRef cannot be resolved, the Authorizer must return an error.
Ñ
subjectsx"=Subjects holds references to the objects the role applies to.≤
array∫,
*
(#/definitions/io.k8s.api.rbac.v1.Subject
æ

apiVersionØ"°APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources≤
string
π
kind∞"¢Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds≤
string
h
metadata\
=#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta"Standard object's metadata.˙j
x-kubernetes-group-version-kindGE- group: rbac.authorization.k8s.io
  kind: RoleBinding
  version: v1

∞

Kio.k8s.api.admissionregistration.v1beta1.ValidatingWebhookConfigurationList‡	"OValidatingWebhookConfigurationList is a list of ValidatingWebhookConfiguration.öitems≤
object Î
æ

apiVersionØ"°APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources≤
string
ô
itemsè"'List of ValidatingWebhookConfiguration.≤
array∫Y
W
U#/definitions/io.k8s.api.admissionregistration.v1beta1.ValidatingWebhookConfiguration
π
kind∞"¢Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds≤
string
œ
metadata¬
;#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.ListMeta"ÇStandard list metadata. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds˙â
x-kubernetes-group-version-kindfd- group: admissionregistration.k8s.io
  kind: ValidatingWebhookConfigurationList
  version: v1beta1

Ñ
:io.k8s.api.certificates.v1.CertificateSigningRequestStatus≈"éCertificateSigningRequestStatus contains conditions used to indicate approved/denied/failed status of the request, and the issued certificate.≤
object •
ä
certificate˙
byte"¿
certificate is populated with an issued certificate by the signer after an Approved condition is present. This field is set via the /status subresource. Once populated, this field is immutable.

If the certificate signing request is denied, a condition of type "Denied" is added and this field remains empty. If the signer cannot issue the certificate, a condition of type "Failed" is added and this field remains empty.

Validation requirements:
 1. certificate must contain one or more PEM blocks.
 2. All PEM blocks must have the "CERTIFICATE" label, contain no headers, and the encoded data
  must be a BER-encoded ASN.1 Certificate structure as described in section 4 of RFC5280.
 3. Non-PEM content may appear before or after the "CERTIFICATE" PEM blocks and is unvalidated,
  to allow for explanatory text as described in section 5.2 of RFC7468.

If more than one PEM block is present, and the definition of the requested spec.signerName does not indicate otherwise, the first block is the issued certificate, and subsequent blocks should be treated as intermediate certificates and presented in TLS handshakes.

The certificate is encoded in PEM format.

When serialized as JSON or YAML, the data is additionally base64-encoded, so it consists of:

    base64(
    -----BEGIN CERTIFICATE-----
    ...
    -----END CERTIFICATE-----
    )≤
string˙#
x-kubernetes-list-type	atomic

ï

conditionsÜ"[conditions applied to the request. Known conditions are "Approved", "Denied", and "Failed".≤
array∫O
M
K#/definitions/io.k8s.api.certificates.v1.CertificateSigningRequestCondition˙'
x-kubernetes-list-map-keys	- type
˙ 
x-kubernetes-list-typemap

Å
+io.k8s.api.networking.v1beta1.IngressStatus—"8IngressStatus describe the current state of the Ingress.≤
object à
Ö
loadBalanceru
3#/definitions/io.k8s.api.core.v1.LoadBalancerStatus">LoadBalancer contains the current status of the load-balancer.
ö	
(io.k8s.api.storage.v1beta1.CSIDriverListÌ"3CSIDriverList is a collection of CSIDriver objects.öitems≤
object ∏
æ

apiVersionØ"°APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources≤
string
l
itemsc"items is the list of CSIDriver≤
array∫6
4
2#/definitions/io.k8s.api.storage.v1beta1.CSIDriver
π
kind∞"¢Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds≤
string
 
metadataΩ
;#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.ListMeta"~Standard list metadata More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata˙f
x-kubernetes-group-version-kindCA- version: v1beta1
  group: storage.k8s.io
  kind: CSIDriverList

ˆ

Vio.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1.CustomResourceDefinitionNamesõ
"XCustomResourceDefinitionNames indicates the names to serve this CustomResourceDefinitionöpluralökind≤
object ¢	
q
listKinde"XlistKind is the serialized kind of the list for this resource. Defaults to "`kind`List".≤
string
ç
pluralÇ"Ùplural is the plural name of the resource to serve. The custom resources are served under `/apis/<group>/<version>/.../<plural>`. Must match the name of the CustomResourceDefinition (in the form `<names.plural>.<group>`). Must be all lowercase.≤
string
·

shortNames“"µshortNames are short names for the resource, exposed in API discovery documents, and used by clients to support invocations like `kubectl get <shortname>`. It must be all lowercase.≤
array∫
≤
string
Ä
singulart"gsingular is the singular name of the resource. It must be all lowercase. Defaults to lowercased `kind`.≤
string
Ù

categoriesÂ"»categories is a list of grouped resources this custom resource belongs to (e.g. 'all'). This is published in API discovery documents, and used by clients to support invocations like `kubectl get all`.≤
array∫
≤
string
æ
kindµ"ßkind is the serialized kind of the resource. It is normally CamelCase and singular. Custom resource instances will use this value as the `kind` attribute in API calls.≤
string
Ÿ
.io.k8s.apimachinery.pkg.apis.meta.v1.Condition¶"TCondition contains details for one aspect of the current state of this API Resource.ötypeöstatusölastTransitionTimeöreasonömessage≤
object â

L
statusB"5status of the condition, one of True, False, Unknown.≤
string
T
typeL"?type of condition in CamelCase or in foo.example.com/CamelCase.≤
string
∏
lastTransitionTime°
7#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.Time"ÂlastTransitionTime is the last time the condition transitioned from one status to another. This should be when the underlying condition changed.  If that is not known, then using the time when the API field changed is acceptable.
Å
messagev"imessage is a human readable message indicating details about the transition. This may be an empty string.≤
string
»
observedGeneration±int64"õobservedGeneration represents the .metadata.generation that the condition was set based upon. For instance, if .metadata.generation is currently 12, but the .status.conditions[x].observedGeneration is 9, the condition is out of date with respect to the current state of the instance.≤	
integer
ÿ
reasonÕ"øreason contains a programmatic identifier indicating the reason for the condition's last transition. Producers of specific condition types may define expected values and meanings for this field, and whether the values are considered a guaranteed API. The value should be a CamelCase string. This field may not be empty.≤
string
¬
/io.k8s.apimachinery.pkg.util.intstr.IntOrStringéint-or-string"ÒIntOrString is a type that can hold an int32 or a string.  When used in JSON or YAML marshalling and unmarshalling, it produces or consumes the inner type.  This allows you to have, for example, a JSON field that can accept a name or number.≤
string
û
io.k8s.api.apps.v1.StatefulSet˚
"üStatefulSet represents a set of pods with consistent identities. Identities are defined as:
 - Network: A single stable DNS and hostname.
 - Storage: As many VolumeClaims as requested.
The StatefulSet guarantees that a given network identity will always map to the same storage identity.≤
object Ú
K
metadata?
=#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta
t
specl
0#/definitions/io.k8s.api.apps.v1.StatefulSetSpec"8Spec defines the desired identities of pods in this set.
Ø
status§
2#/definitions/io.k8s.api.apps.v1.StatefulSetStatus"nStatus is the current status of Pods in this StatefulSet. This data may be out of date by some window of time.
æ

apiVersionØ"°APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources≤
string
π
kind∞"¢Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds≤
string˙U
x-kubernetes-group-version-kind20- group: apps
  kind: StatefulSet
  version: v1

ø
"io.k8s.api.core.v1.SecretEnvSourceò"πSecretEnvSource selects a Secret to populate the environment variables with.

The contents of the target Secret's Data field will represent the key-value pairs as environment variables.≤
object Õ
Ñ
name|"oName of the referent. More info: https://kubernetes.io/docs/concepts/overview/working-with-objects/names/#names≤
string
D
optional8"*Specify whether the Secret must be defined≤	
boolean
Î
io.k8s.api.core.v1.EventSource»".EventSource contains information for an event.≤
object â
F
	component9",Component from which the event is generated.≤
string
?
host7"*Node name on which the event is generated.≤
string
ã
&io.k8s.api.flowcontrol.v1beta1.Subject‡"¥Subject matches the originator of a request, as identified by the request authentication system. There are three ways of matching an originator; by user, group, or service account.ökind≤
object Å
D
group;
9#/definitions/io.k8s.api.flowcontrol.v1beta1.GroupSubject

kind"Required≤
string
V
serviceAccountD
B#/definitions/io.k8s.api.flowcontrol.v1beta1.ServiceAccountSubject
B
user:
8#/definitions/io.k8s.api.flowcontrol.v1beta1.UserSubject˙é
x-kubernetes-unionswu- fields-to-discriminateBy:
    group: Group
    serviceAccount: ServiceAccount
    user: User
  discriminator: kind

é

io.k8s.api.core.v1.NodeSpecÓ	">NodeSpec describes the attributes that a node is created with.≤
object ü	
œ
unschedulableΩ"ÆUnschedulable controls node schedulability of new pods. By default, node is schedulable. More info: https://kubernetes.io/docs/concepts/nodes/node/#manual-node-administration≤	
boolean
÷
configSource≈
1#/definitions/io.k8s.api.core.v1.NodeConfigSource"èIf specified, the source to get node configuration from The DynamicKubeletConfig feature gate must be enabled for the Kubelet to use this field
Ü

externalIDx"kDeprecated. Not all kubelets will set this field. Remove field after 1.13. see: https://issues.k8s.io/61966≤
string
Q
podCIDRF"9PodCIDR represents the pod IP range assigned to the node.≤
string
¨
podCIDRsü"ÿpodCIDRs represents the IP ranges assigned to the node for usage by Pods on that node. If this field is specified, the 0th entry must match the podCIDR field. It may contain at most 1 value for each of IPv4 and IPv6.≤
array∫
≤
string˙'
x-kubernetes-patch-strategymerge

Å

providerIDs"fID of the node assigned by the cloud provider in the format: <ProviderName>://<ProviderSpecificNodeID>≤
string
c
taintsY" If specified, the node's taints.≤
array∫*
(
&#/definitions/io.k8s.api.core.v1.Taint
Û
'io.k8s.api.core.v1.TopologySelectorTerm«"ëA topology selector term represents the result of label queries. A null or empty topology selector term matches no objects. The requirements of them are ANDed. It provides a subset of functionality as NodeSelectorTerm. This is an alpha feature and may change in the future.≤
object §
°
matchLabelExpressionsá"3A list of topology selector requirements by labels.≤
array∫E
C
A#/definitions/io.k8s.api.core.v1.TopologySelectorLabelRequirement

6io.k8s.api.flowcontrol.v1beta1.PolicyRulesWithSubjectsµ"ïPolicyRulesWithSubjects prescribes a test that applies to a request to an apiserver. The test considers the subject making the request, the verb being requested, and the resource to be acted upon. This PolicyRulesWithSubjects matches a request if and only if both (a) at least one member of subjects matches the request and (b) at least one member of resourceRules or nonResourceRules matches the request.ösubjects≤
object É
Ÿ
resourceRules«"Œ`resourceRules` is a slice of ResourcePolicyRules that identify matching requests according to their verb and the target resource. At least one of `resourceRules` and `nonResourceRules` has to be non-empty.≤
array∫C
A
?#/definitions/io.k8s.api.flowcontrol.v1beta1.ResourcePolicyRule˙#
x-kubernetes-list-type	atomic

Å
subjectsÙ"Üsubjects is the list of normal user, serviceaccount, or group that this rule cares about. There must be at least one member in this slice. A slice that includes both the system:authenticated and system:unauthenticated user groups matches every request. Required.≤
array∫8
6
4#/definitions/io.k8s.api.flowcontrol.v1beta1.Subject˙#
x-kubernetes-list-type	atomic

†
nonResourceRulesã"è`nonResourceRules` is a list of NonResourcePolicyRules that identify matching requests according to their verb and the target non-resource URL.≤
array∫F
D
B#/definitions/io.k8s.api.flowcontrol.v1beta1.NonResourcePolicyRule˙#
x-kubernetes-list-type	atomic

∑	
/io.k8s.api.policy.v1beta1.PodSecurityPolicyListÉ	"=PodSecurityPolicyList is a list of PodSecurityPolicy objects.öitems≤
object ƒ
æ

apiVersionØ"°APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources≤
string
w
itemsn""items is a list of schema objects.≤
array∫=
;
9#/definitions/io.k8s.api.policy.v1beta1.PodSecurityPolicy
π
kind∞"¢Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds≤
string
À
metadataæ
;#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.ListMeta"Standard list metadata. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata˙f
x-kubernetes-group-version-kindCA- version: v1beta1
  group: policy
  kind: PodSecurityPolicyList

Â.
/io.k8s.api.policy.v1beta1.PodSecurityPolicySpec±."2PodSecurityPolicySpec defines the policy enforced.öseLinuxö	runAsUserösupplementalGroupsöfsGroup≤
object π-
§
allowPrivilegeEscalationá"yallowPrivilegeEscalation determines if a pod can request to allow privilege escalation. If unspecified, defaults to true.≤	
boolean
∑
allowedFlexVolumes†"”allowedFlexVolumes is an allowlist of Flexvolumes.  Empty or nil indicates that all Flexvolumes may be used.  This parameter is effective only when the usage of the Flexvolumes is allowed in the "volumes" field.≤
array∫=
;
9#/definitions/io.k8s.api.policy.v1beta1.AllowedFlexVolume
ø
allowedHostPaths™"`allowedHostPaths is an allowlist of host paths. Empty indicates that all host paths may be used.≤
array∫;
9
7#/definitions/io.k8s.api.policy.v1beta1.AllowedHostPath
í
defaultAddCapabilities˜"⁄defaultAddCapabilities is the default set of capabilities that will be added to the container unless the pod spec specifically drops the capability.  You may not list a capability in both defaultAddCapabilities and requiredDropCapabilities. Capabilities added here are implicitly allowed, and need not be included in the allowedCapabilities list.≤
array∫
≤
string
∑
defaultAllowPrivilegeEscalationì"ÑdefaultAllowPrivilegeEscalation controls the default setting for whether a process can gain more privileges than its parent process.≤	
boolean
ç
forbiddenSysctls¯"€forbiddenSysctls is a list of explicitly forbidden sysctls, defaults to none. Each entry is either a plain sysctl name or ends in "*" in which case it is considered as a prefix of forbidden sysctls. Single * means all sysctls are forbidden.

Examples: e.g. "foo/*" forbids "foo/bar", "foo/baz", etc. e.g. "foo.*" forbids "foo.bar", "foo.baz", etc.≤
array∫
≤
string
p
hostNetworka"ShostNetwork determines if the policy allows the use of HostNetwork in the pod spec.≤	
boolean
_

privilegedQ"Cprivileged determines if a pod can request to be run as privileged.≤	
boolean
ˆ
readOnlyRootFilesystem€"ÃreadOnlyRootFilesystem when set to true will force containers to run with a read only root file system.  If the container specifically requests to run with a non-read only root file system the PSP should deny the pod. If set to false the container may run with a read only root file system if it wishes but it will not be forced to.≤	
boolean
Õ
runtimeClassº
C#/definitions/io.k8s.api.policy.v1beta1.RuntimeClassStrategyOptions"ÙruntimeClass is the strategy that will dictate the allowable RuntimeClasses for a pod. If this field is omitted, the pod's runtimeClassName field is unrestricted. Enforcement of this field depends on the RuntimeClass feature gate being enabled.
•
volumesô"}volumes is an allowlist of volume plugins. Empty indicates that no volumes may be used. To allow all volumes you may use '*'.≤
array∫
≤
string
≤
allowedCapabilitiesö"˝allowedCapabilities is a list of capabilities that can be requested to add to the container. Capabilities in this field may be added at the pod author's discretion. You must not list a capability in both allowedCapabilities and requiredDropCapabilities.≤
array∫
≤
string
Ó
allowedUnsafeSysctls’"∏allowedUnsafeSysctls is a list of explicitly allowed unsafe sysctls, defaults to none. Each entry is either a plain sysctl name or ends in "*" in which case it is considered as a prefix of allowed sysctls. Single * means all unsafe sysctls are allowed. Kubelet has to allowlist all allowed unsafe sysctls explicitly to avoid rejection.

Examples: e.g. "foo/*" allows "foo/bar", "foo/baz", etc. e.g. "foo.*" allows "foo.bar", "foo.baz", etc.≤
array∫
≤
string
•
fsGroupô
>#/definitions/io.k8s.api.policy.v1beta1.FSGroupStrategyOptions"WfsGroup is the strategy that will dictate what fs group is used by the SecurityContext.
d
hostPIDY"KhostPID determines if the policy allows the use of HostPID in the pod spec.≤	
boolean
ú
	hostPortsé"FhostPorts determines which host port ranges are allowed to be exposed.≤
array∫9
7
5#/definitions/io.k8s.api.policy.v1beta1.HostPortRange
≠
	runAsUserü
@#/definitions/io.k8s.api.policy.v1beta1.RunAsUserStrategyOptions"[runAsUser is the strategy that will dictate the allowable RunAsUser values that may be set.
ù
seLinuxë
>#/definitions/io.k8s.api.policy.v1beta1.SELinuxStrategyOptions"OseLinux is the strategy that will dictate the allowable labels that may be set.
“
supplementalGroupsª
I#/definitions/io.k8s.api.policy.v1beta1.SupplementalGroupsStrategyOptions"nsupplementalGroups is the strategy that will dictate what supplemental groups are used by the SecurityContext.
î
allowedCSIDrivers˛"≤AllowedCSIDrivers is an allowlist of inline CSI drivers that must be explicitly set to be embedded within a pod spec. An empty value indicates that any CSI driver can be used for inline ephemeral volumes. This is a beta field, and is only honored if the API server enables the CSIInlineVolume feature gate.≤
array∫<
:
8#/definitions/io.k8s.api.policy.v1beta1.AllowedCSIDriver
¥

runAsGroup•
A#/definitions/io.k8s.api.policy.v1beta1.RunAsGroupStrategyOptions"ﬂRunAsGroup is the strategy that will dictate the allowable RunAsGroup values that may be set. If this field is omitted, the pod's RunAsGroup can take any value. This field requires the RunAsGroup feature gate to be enabled.
˙
allowedProcMountTypes‡"√AllowedProcMountTypes is an allowlist of allowed ProcMountTypes. Empty or nil indicates that only the DefaultProcMountType may be used. This requires the ProcMountType feature flag to be enabled.≤
array∫
≤
string
d
hostIPCY"KhostIPC determines if the policy allows the use of HostIPC in the pod spec.≤	
boolean
«
requiredDropCapabilities™"çrequiredDropCapabilities are the capabilities that will be dropped from the container.  These are required to be dropped and cannot be added.≤
array∫
≤
string
‚
Hio.k8s.kube-aggregator.pkg.apis.apiregistration.v1beta1.APIServiceStatusï"AAPIServiceStatus contains derived information about an API server≤
object √
¿

conditions±"$Current service state of apiService.≤
array∫]
[
Y#/definitions/io.k8s.kube-aggregator.pkg.apis.apiregistration.v1beta1.APIServiceCondition˙ 
x-kubernetes-list-typemap
˙'
x-kubernetes-patch-merge-keytype
˙'
x-kubernetes-patch-strategymerge
˙'
x-kubernetes-list-map-keys	- type

ˇ	
%io.k8s.api.core.v1.CephFSVolumeSource’	"çRepresents a Ceph Filesystem mount that lasts the lifetime of a pod Cephfs volumes do not support ownership management or SELinux relabeling.ömonitors≤
object ´
ò
userè"ÅOptional: User is the rados user name, default is admin More info: https://examples.k8s.io/volumes/cephfs/README.md#how-to-use-it≤
string
¶
monitorsô"}Required: Monitors is a collection of Ceph monitors More info: https://examples.k8s.io/volumes/cephfs/README.md#how-to-use-it≤
array∫
≤
string
e
path]"POptional: Used as the mounted root, rather than the full Ceph tree, default is /≤
string
Œ
readOnly¡"≤Optional: Defaults to false (read/write). ReadOnly here will force the ReadOnly setting in VolumeMounts. More info: https://examples.k8s.io/volumes/cephfs/README.md#how-to-use-it≤	
boolean
æ

secretFileØ"°Optional: SecretFile is the path to key ring for User, default is /etc/ceph/user.secret More info: https://examples.k8s.io/volumes/cephfs/README.md#how-to-use-it≤
string
Î
	secretRef›
5#/definitions/io.k8s.api.core.v1.LocalObjectReference"£Optional: SecretRef is reference to the authentication secret for User, default is empty. More info: https://examples.k8s.io/volumes/cephfs/README.md#how-to-use-it
˙
(io.k8s.api.core.v1.ConfigMapVolumeSourceÕ"≈Adapts a ConfigMap into a volume.

The contents of the target ConfigMap's Data field will be presented in a volume as files using the keys in the Data field as the file names, unless the items element is populated with specific mappings of keys to paths. ConfigMap volumes support ownership management and SELinux relabeling.≤
object ˆ	
Í
defaultMode⁄int32"ƒOptional: mode bits used to set permissions on created files by default. Must be an octal value between 0000 and 0777 or a decimal value between 0 and 511. YAML accepts both octal and decimal values, JSON requires decimal values for mode bits. Defaults to 0644. Directories within the path are not affected by this setting. This might be in conflict with other options that affect the file mode, like fsGroup, and the result can be other mode bits set.≤	
integer
™
items†"‚If unspecified, each key-value pair in the Data field of the referenced ConfigMap will be projected into the volume as a file whose name is the key and content is the value. If specified, the listed keys will be projected into the specified paths, and unlisted keys will not be present. If a key is specified which is not present in the ConfigMap, the volume setup will error unless it is marked optional. Paths must be relative and may not contain the '..' path or start with '..'.≤
array∫.
,
*#/definitions/io.k8s.api.core.v1.KeyToPath
Ñ
name|"oName of the referent. More info: https://kubernetes.io/docs/concepts/overview/working-with-objects/names/#names≤
string
S
optionalG"9Specify whether the ConfigMap or its keys must be defined≤	
boolean
è=
io.k8s.api.core.v1.ContainerÓ<"AA single application container that you want to run within a pod.öname≤
object ï<
Ç
livenessProbe
&#/definitions/io.k8s.api.core.v1.Probe"≈Periodic probe of container liveness. Container will be restarted if the probe fails. Cannot be updated. More info: https://kubernetes.io/docs/concepts/workloads/pods/pod-lifecycle#container-probes
°
readinessProbeé
&#/definitions/io.k8s.api.core.v1.Probe"„Periodic probe of container service readiness. Container will be removed from service endpoints if the probe fails. Cannot be updated. More info: https://kubernetes.io/docs/concepts/workloads/pods/pod-lifecycle#container-probes
‚
	resources‘
5#/definitions/io.k8s.api.core.v1.ResourceRequirements"öCompute Resources required by this container. Cannot be updated. More info: https://kubernetes.io/docs/concepts/configuration/manage-resources-containers/
ê
securityContext¸
0#/definitions/io.k8s.api.core.v1.SecurityContext"«Security options the pod should run with. More info: https://kubernetes.io/docs/concepts/policy/security-context/ More info: https://kubernetes.io/docs/tasks/configure-pod-container/security-context/
‘
startupProbe√
&#/definitions/io.k8s.api.core.v1.Probe"òStartupProbe indicates that the Pod has successfully initialized. If specified, no other probes are executed until this completes successfully. If this probe fails, the Pod will be restarted, just as if the livenessProbe failed. This can be used to provide different probe parameters at the beginning of a Pod's lifecycle, when it might take a long time to load data or warm a cache, than during steady-state operation. This cannot be updated. More info: https://kubernetes.io/docs/concepts/workloads/pods/pod-lifecycle#container-probes
≈
terminationMessagePath™"úOptional: Path at which the file to which the container's termination message will be written is mounted into the container's filesystem. Message written is intended to be brief final status, such as an assertion failure message. Will be truncated by the node if greater than 4096 bytes. The total message length across all containers will be limited to 12kb. Defaults to /dev/termination-log. Cannot be updated.≤
string
Ò
volumeMounts‡"HPod volumes to mount into the container's filesystem. Cannot be updated.≤
array∫0
.
,#/definitions/io.k8s.api.core.v1.VolumeMount˙,
x-kubernetes-patch-merge-key
mountPath
˙'
x-kubernetes-patch-strategymerge

÷
envFrom "àList of sources to populate environment variables in the container. The keys defined within a source must be a C_IDENTIFIER. All invalid keys will be reported as an event when the container is starting. When a key exists in multiple sources, the value associated with the last source will take precedence. Values defined by an Env with a duplicate key will take precedence. Cannot be updated.≤
array∫2
0
.#/definitions/io.k8s.api.core.v1.EnvFromSource
œ
stdin≈"∂Whether this container should allocate a buffer for stdin in the container runtime. If this is not set, reads from stdin in the container will always result in EOF. Default is false.≤	
boolean
Å
ttyz"lWhether this container should allocate a TTY for itself, also requires 'stdin' to be true. Default is false.≤	
boolean
Û
volumeDevices·"GvolumeDevices is the list of block devices to be used by the container.≤
array∫1
/
-#/definitions/io.k8s.api.core.v1.VolumeDevice˙-
x-kubernetes-patch-merge-keydevicePath
˙'
x-kubernetes-patch-strategymerge

¿

workingDir±"£Container's working directory. If not specified, the container runtime's default will be used, which might be configured in the container image. Cannot be updated.≤
string
ç
imageÉ"ıDocker image name. More info: https://kubernetes.io/docs/concepts/containers/images This field is optional to allow higher level config management to default or override container images in workload controllers like Deployments and StatefulSets.≤
string
ﬂ
env◊"IList of environment variables to set in the container. Cannot be updated.≤
array∫+
)
'#/definitions/io.k8s.api.core.v1.EnvVar˙'
x-kubernetes-patch-merge-keyname
˙'
x-kubernetes-patch-strategymerge

®
	lifecycleö
*#/definitions/io.k8s.api.core.v1.Lifecycle"lActions that the management system should take in response to container lifecycle events. Cannot be updated.
ï
nameå"Name of the container specified as a DNS_LABEL. Each container in a pod must have a unique name (DNS_LABEL). Cannot be updated.≤
string
˚
commandÔ"“Entrypoint array. Not executed within a shell. The docker image's ENTRYPOINT is used if this is not provided. Variable references $(VAR_NAME) are expanded using the container's environment. If a variable cannot be resolved, the reference in the input string will be unchanged. The $(VAR_NAME) syntax can be escaped with a double $$, ie: $$(VAR_NAME). Escaped references will never be expanded, regardless of whether the variable exists or not. Cannot be updated. More info: https://kubernetes.io/docs/tasks/inject-data-application/define-command-argument-container/#running-a-command-in-a-shell≤
array∫
≤
string
á
imagePullPolicyÛ"ÂImage pull policy. One of Always, Never, IfNotPresent. Defaults to Always if :latest tag is specified, or IfNotPresent otherwise. Cannot be updated. More info: https://kubernetes.io/docs/concepts/containers/images#updating-images≤
string
î
portsä"äList of ports to expose from the container. Exposing a port here gives the system additional information about the network connections a container uses, but is primarily informational. Not specifying a port here DOES NOT prevent that port from being exposed. Any port which is listening on the default "0.0.0.0" address inside a container will be accessible from the network. Cannot be updated.≤
array∫2
0
.#/definitions/io.k8s.api.core.v1.ContainerPort˙;
x-kubernetes-list-map-keys- containerPort
- protocol
˙ 
x-kubernetes-list-typemap
˙0
x-kubernetes-patch-merge-keycontainerPort
˙'
x-kubernetes-patch-strategymerge

◊
	stdinOnce…"∫Whether the container runtime should close the stdin channel after it has been opened by a single attach. When stdin is true the stdin stream will remain open across multiple attach sessions. If stdinOnce is set to true, stdin is opened on container start, is empty until the first client attaches to stdin, and then remains open and accepts data until the client disconnects, at which time stdin is closed and remains closed until the container is restarted. If this flag is false, a container processes that reads from stdin will never receive an EOF. Default is false≤	
boolean
Ê
terminationMessagePolicy…"ªIndicate how the termination message should be populated. File will use the contents of terminationMessagePath to populate the container status message on both success and failure. FallbackToLogsOnError will use the last chunk of container log output if the termination message file is empty and the container exited with an error. The log output is limited to 2048 bytes or 80 lines, whichever is smaller. Defaults to File. Cannot be updated.≤
string
ﬂ
args÷"πArguments to the entrypoint. The docker image's CMD is used if this is not provided. Variable references $(VAR_NAME) are expanded using the container's environment. If a variable cannot be resolved, the reference in the input string will be unchanged. The $(VAR_NAME) syntax can be escaped with a double $$, ie: $$(VAR_NAME). Escaped references will never be expanded, regardless of whether the variable exists or not. Cannot be updated. More info: https://kubernetes.io/docs/tasks/inject-data-application/define-command-argument-container/#running-a-command-in-a-shell≤
array∫
≤
string
 
 io.k8s.api.core.v1.NamespaceSpec•"6NamespaceSpec describes the attributes on a Namespace.≤
object ﬁ
€

finalizersÃ"ØFinalizers is an opaque list of values that must be empty to permanently remove object from storage. More info: https://kubernetes.io/docs/tasks/administer-cluster/namespaces/≤
array∫
≤
string
Ã
%io.k8s.api.networking.v1.IngressClass¢"ÛIngressClass represents the class of the Ingress, referenced by the Ingress Spec. The `ingressclass.kubernetes.io/is-default-class` annotation can be used to indicate that an IngressClass should be considered default. When a single IngressClass resource has this annotation set to true, new Ingress resources without a class specified will be assigned this default class.≤
object ∑
æ

apiVersionØ"°APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources≤
string
π
kind∞"¢Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds≤
string
“
metadata≈
=#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta"ÉStandard object's metadata. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata
‚
specŸ
7#/definitions/io.k8s.api.networking.v1.IngressClassSpec"ùSpec is the desired state of the IngressClass. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#spec-and-status˙c
x-kubernetes-group-version-kind@>- version: v1
  group: networking.k8s.io
  kind: IngressClass

“	
io.k8s.api.rbac.v1beta1.Role±	"“Role is a namespaced, logical grouping of PolicyRules that can be referenced as a unit by a RoleBinding. Deprecated in v1.17 in favor of rbac.authorization.k8s.io/v1 Role, and will no longer be served in v1.22.≤
object ‚
æ

apiVersionØ"°APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources≤
string
π
kind∞"¢Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds≤
string
h
metadata\
=#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta"Standard object's metadata.
y
rulesp"-Rules holds all the PolicyRules for this Role≤
array∫4
2
0#/definitions/io.k8s.api.rbac.v1beta1.PolicyRule˙h
x-kubernetes-group-version-kindEC- kind: Role
  version: v1beta1
  group: rbac.authorization.k8s.io

œ
$io.k8s.api.batch.v1beta1.CronJobSpec¶"YCronJobSpec describes how the job execution will look like and when it will actually run.öscheduleöjobTemplate≤
object £

ø
successfulJobsHistoryLimit†int32"äThe number of successful finished jobs to retain. This is a pointer to distinguish between explicit zero and not specified. Defaults to 3.≤	
integer
†
suspendî"ÖThis flag tells the controller to suspend subsequent executions, it does not apply to already started executions.  Defaults to false.≤	
boolean
Ã
concurrencyPolicy∂"®Specifies how to treat concurrent executions of a Job. Valid values are: - "Allow" (default): allows CronJobs to run concurrently; - "Forbid": forbids concurrent runs, skipping next run if previous run hasn't finished yet; - "Replace": cancels currently running job and replaces it with a new one≤
string
∑
failedJobsHistoryLimitúint32"ÜThe number of failed finished jobs to retain. This is a pointer to distinguish between explicit zero and not specified. Defaults to 1.≤	
integer
â
jobTemplatez
6#/definitions/io.k8s.api.batch.v1beta1.JobTemplateSpec"@Specifies the job that will be created when executing a CronJob.
]
scheduleQ"DThe schedule in Cron format, see https://en.wikipedia.org/wiki/Cron.≤
string
«
startingDeadlineSeconds´int64"ïOptional deadline in seconds for starting the job if it misses scheduled time for any reason.  Missed jobs executions will be counted as failed ones.≤	
integer
Œ
%io.k8s.api.core.v1.ConfigMapEnvSource§"¬ConfigMapEnvSource selects a ConfigMap to populate the environment variables with.

The contents of the target ConfigMap's Data field will represent the key-value pairs as environment variables.≤
object –
Ñ
name|"oName of the referent. More info: https://kubernetes.io/docs/concepts/overview/working-with-objects/names/#names≤
string
G
optional;"-Specify whether the ConfigMap must be defined≤	
boolean
Ã
io.k8s.api.core.v1.VolumeMount©"@VolumeMount describes a mounting of a Volume within a container.önameö	mountPath≤
object ≈
:
name2"%This must match the Name of a Volume.≤
string
t
readOnlyh"ZMounted read-only if true, read-write otherwise (false or unspecified). Defaults to false.≤	
boolean
É
subPathx"kPath within the volume from which the container's volume should be mounted. Defaults to "" (volume's root).≤
string
ø
subPathExprØ"°Expanded path within the volume from which the container's volume should be mounted. Behaves similarly to SubPath but environment variable references $(VAR_NAME) are expanded using the container's environment. Defaults to "" (volume's root). SubPathExpr and SubPath are mutually exclusive.≤
string
q
	mountPathd"WPath within the container at which the volume should be mounted.  Must not contain ':'.≤
string
’
mountPropagation¿"≤mountPropagation determines how mounts are propagated from the host to container and the other way around. When not set, MountPropagationNone is used. This field is beta in 1.10.≤
string
¥
.io.k8s.api.networking.v1.IngressServiceBackendÅ"CIngressServiceBackend references a Kubernetes Service as a Backend.öname≤
object ¶
x
namep"cName is the referenced service. The service must exist in the same namespace as the Ingress object.≤
string
©
port†
9#/definitions/io.k8s.api.networking.v1.ServiceBackendPort"cPort of the referenced service. A port name or port number is required for a IngressServiceBackend.
∑
1io.k8s.api.storage.v1beta1.VolumeAttachmentSourceÅ"›VolumeAttachmentSource represents a volume that should be attached. Right now only PersistenVolumes can be attached via external attacher, in future we may allow also inline volumes in pods. Exactly one member can be set.≤
object í
¿
inlineVolumeSpec´
5#/definitions/io.k8s.api.core.v1.PersistentVolumeSpec"ÒinlineVolumeSpec contains all the information necessary to attach a persistent volume defined by a pod's inline VolumeSource. This field is populated only for the CSIMigration feature. It contains translated fields from a pod's inline VolumeSource to a PersistentVolumeSpec. This field is beta-level and is only honored by servers that enabled the CSIMigration feature.
M
persistentVolumeName5"(Name of the persistent volume to attach.≤
string
£
Zio.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1.CustomResourceDefinitionConditionƒ"YCustomResourceDefinitionCondition contains details for the current condition of this pod.ötypeöstatus≤
object  
e
messageZ"Mmessage is a human-readable message indicating details about last transition.≤
string
j
reason`"Sreason is a unique, one-word, CamelCase reason for the condition's last transition.≤
string
Z
statusP"Cstatus is the status of the condition. Can be True, False, Unknown.≤
string
q
typei"\type is the type of the condition. Types include Established, NamesAccepted and Terminating.≤
string
•
lastTransitionTimeé
7#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.Time"SlastTransitionTime last time the condition transitioned from one status to another.
ˆ6
%io.k8s.api.core.v1.EphemeralContainerÃ6"ÉAn EphemeralContainer is a container that may be added temporarily to an existing pod for user-initiated activities such as debugging. Ephemeral containers have no resource or scheduling guarantees, and they will not be restarted when they exit or when a pod is removed or restarted. If an ephemeral container causes a pod to exceed its resource allocation, the pod may be evicted. Ephemeral containers may not be added by directly updating the pod spec. They must be added via the pod's ephemeralcontainers subresource, and they will appear in the pod spec once added. This is an alpha feature enabled by the EphemeralContainers feature flag.öname≤
object ∞1
÷
envFrom "àList of sources to populate environment variables in the container. The keys defined within a source must be a C_IDENTIFIER. All invalid keys will be reported as an event when the container is starting. When a key exists in multiple sources, the value associated with the last source will take precedence. Values defined by an Env with a duplicate key will take precedence. Cannot be updated.≤
array∫2
0
.#/definitions/io.k8s.api.core.v1.EnvFromSource
á
imagePullPolicyÛ"ÂImage pull policy. One of Always, Never, IfNotPresent. Defaults to Always if :latest tag is specified, or IfNotPresent otherwise. Cannot be updated. More info: https://kubernetes.io/docs/concepts/containers/images#updating-images≤
string
©
name†"íName of the ephemeral container specified as a DNS_LABEL. This name must be unique among all containers, init containers and ephemeral containers.≤
string

securityContextl
0#/definitions/io.k8s.api.core.v1.SecurityContext"8SecurityContext is not allowed for ephemeral containers.
Ì
targetContainerName’"«If set, the name of the container from PodSpec that this ephemeral container targets. The ephemeral container will be run in the namespaces (IPC, PID, etc) of this container. If not set then the ephemeral container is run in whatever namespaces are shared for the pod. Note that the container runtime must support this feature.≤
string
Û
volumeDevices·"GvolumeDevices is the list of block devices to be used by the container.≤
array∫1
/
-#/definitions/io.k8s.api.core.v1.VolumeDevice˙-
x-kubernetes-patch-merge-keydevicePath
˙'
x-kubernetes-patch-strategymerge

ﬂ
args÷"πArguments to the entrypoint. The docker image's CMD is used if this is not provided. Variable references $(VAR_NAME) are expanded using the container's environment. If a variable cannot be resolved, the reference in the input string will be unchanged. The $(VAR_NAME) syntax can be escaped with a double $$, ie: $$(VAR_NAME). Escaped references will never be expanded, regardless of whether the variable exists or not. Cannot be updated. More info: https://kubernetes.io/docs/tasks/inject-data-application/define-command-argument-container/#running-a-command-in-a-shell≤
array∫
≤
string
˚
commandÔ"“Entrypoint array. Not executed within a shell. The docker image's ENTRYPOINT is used if this is not provided. Variable references $(VAR_NAME) are expanded using the container's environment. If a variable cannot be resolved, the reference in the input string will be unchanged. The $(VAR_NAME) syntax can be escaped with a double $$, ie: $$(VAR_NAME). Escaped references will never be expanded, regardless of whether the variable exists or not. Cannot be updated. More info: https://kubernetes.io/docs/tasks/inject-data-application/define-command-argument-container/#running-a-command-in-a-shell≤
array∫
≤
string
¿

workingDir±"£Container's working directory. If not specified, the container runtime's default will be used, which might be configured in the container image. Cannot be updated.≤
string
¡
	resources≥
5#/definitions/io.k8s.api.core.v1.ResourceRequirements"zResources are not allowed for ephemeral containers. Ephemeral containers use spare resources already allocated to the pod.
j
startupProbeZ
&#/definitions/io.k8s.api.core.v1.Probe"0Probes are not allowed for ephemeral containers.
Ò
volumeMounts‡"HPod volumes to mount into the container's filesystem. Cannot be updated.≤
array∫0
.
,#/definitions/io.k8s.api.core.v1.VolumeMount˙,
x-kubernetes-patch-merge-key
mountPath
˙'
x-kubernetes-patch-strategymerge

ﬂ
env◊"IList of environment variables to set in the container. Cannot be updated.≤
array∫+
)
'#/definitions/io.k8s.api.core.v1.EnvVar˙'
x-kubernetes-patch-merge-keyname
˙'
x-kubernetes-patch-strategymerge

l
readinessProbeZ
&#/definitions/io.k8s.api.core.v1.Probe"0Probes are not allowed for ephemeral containers.
œ
stdin≈"∂Whether this container should allocate a buffer for stdin in the container runtime. If this is not set, reads from stdin in the container will always result in EOF. Default is false.≤	
boolean
◊
	stdinOnce…"∫Whether the container runtime should close the stdin channel after it has been opened by a single attach. When stdin is true the stdin stream will remain open across multiple attach sessions. If stdinOnce is set to true, stdin is opened on container start, is empty until the first client attaches to stdin, and then remains open and accepts data until the client disconnects, at which time stdin is closed and remains closed until the container is restarted. If this flag is false, a container processes that reads from stdin will never receive an EOF. Default is false≤	
boolean
Ê
terminationMessagePolicy…"ªIndicate how the termination message should be populated. File will use the contents of terminationMessagePath to populate the container status message on both success and failure. FallbackToLogsOnError will use the last chunk of container log output if the termination message file is empty and the container exited with an error. The log output is limited to 2048 bytes or 80 lines, whichever is smaller. Defaults to File. Cannot be updated.≤
string
Å
ttyz"lWhether this container should allocate a TTY for itself, also requires 'stdin' to be true. Default is false.≤	
boolean
m
	lifecycle`
*#/definitions/io.k8s.api.core.v1.Lifecycle"2Lifecycle is not allowed for ephemeral containers.
k
livenessProbeZ
&#/definitions/io.k8s.api.core.v1.Probe"0Probes are not allowed for ephemeral containers.
≈
terminationMessagePath™"úOptional: Path at which the file to which the container's termination message will be written is mounted into the container's filesystem. Message written is intended to be brief final status, such as an assertion failure message. Will be truncated by the node if greater than 4096 bytes. The total message length across all containers will be limited to 12kb. Defaults to /dev/termination-log. Cannot be updated.≤
string
i
image`"SDocker image name. More info: https://kubernetes.io/docs/concepts/containers/images≤
string
y
portsp"/Ports are not allowed for ephemeral containers.≤
array∫2
0
.#/definitions/io.k8s.api.core.v1.ContainerPort
∑
'io.k8s.api.core.v1.LocalObjectReferenceã"sLocalObjectReference contains enough information to let you locate the referenced object inside the same namespace.≤
object á
Ñ
name|"oName of the referent. More info: https://kubernetes.io/docs/concepts/overview/working-with-objects/names/#names≤
string
∞
Bio.k8s.api.flowcontrol.v1beta1.PriorityLevelConfigurationReferenceÈ"jPriorityLevelConfigurationReference contains information that points to the "request-priority" being used.öname≤
object h
f
name^"Q`name` is the name of the priority level configuration being referenced Required.≤
string
π
#io.k8s.api.rbac.v1beta1.RoleBindingë"®RoleBinding references a role, but does not contain it.  It can reference a Role in the same namespace or a ClusterRole in the global namespace. It adds who information via Subjects and namespace information by which namespace it exists in.  RoleBindings in a given namespace only have effect in that namespace. Deprecated in v1.17 in favor of rbac.authorization.k8s.io/v1 RoleBinding, and will no longer be served in v1.22.öroleRef≤
object €
â
subjects}"=Subjects holds references to the objects the role applies to.≤
array∫1
/
-#/definitions/io.k8s.api.rbac.v1beta1.Subject
æ

apiVersionØ"°APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources≤
string
π
kind∞"¢Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds≤
string
h
metadata\
=#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta"Standard object's metadata.
Â
roleRefŸ
-#/definitions/io.k8s.api.rbac.v1beta1.RoleRef"ßRoleRef can reference a Role in the current namespace or a ClusterRole in the global namespace. If the RoleRef cannot be resolved, the Authorizer must return an error.˙o
x-kubernetes-group-version-kindLJ- group: rbac.authorization.k8s.io
  kind: RoleBinding
  version: v1beta1

ñ
2io.k8s.apimachinery.pkg.apis.meta.v1.Preconditionsﬂ"ZPreconditions must be fulfilled before an operation (update, delete, etc.) is carried out.≤
object u
-
uid&"Specifies the target UID.≤
string
D
resourceVersion1"$Specifies the target ResourceVersion≤
string
Á
io.k8s.api.core.v1.ConfigMap∆"7ConfigMap holds configuration data for pods to consume.≤
object ™
ò

binaryDataâ"ÂBinaryData contains the binary data. Each key must consist of alphanumeric characters, '-', '_' or '.'. BinaryData can contain byte sequences that are not in the UTF-8 range. The keys stored in BinaryData must not overlap with the ones in the Data field, this is enforced during validation process. Using this field will require 1.10+ apiserver and kubelet.™
byte≤
string≤
object
œ
data∆"®Data contains the configuration data. Each key must consist of alphanumeric characters, '-', '_' or '.'. Values with non-UTF-8 byte sequences must use the BinaryData field. The keys stored in Data must not overlap with the keys in the BinaryData field, this is enforced during validation process.™
≤
string≤
object
Ë
	immutable⁄"ÀImmutable, if set to true, ensures that data stored in the ConfigMap cannot be updated (only object metadata can be modified). If not set to true, the field can be modified at any time. Defaulted to nil.≤	
boolean
π
kind∞"¢Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds≤
string
“
metadata≈
=#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta"ÉStandard object's metadata. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata
æ

apiVersionØ"°APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources≤
string˙Q
x-kubernetes-group-version-kind.,- group: ""
  kind: ConfigMap
  version: v1

”
1io.k8s.api.core.v1.VsphereVirtualDiskVolumeSourceù"%Represents a vSphere volume resource.ö
volumePath≤
object ⁄
¿
fsTypeµ"ßFilesystem type to mount. Must be a filesystem type supported by the host operating system. Ex. "ext4", "xfs", "ntfs". Implicitly inferred to be "ext4" if unspecified.≤
string
x
storagePolicyIDe"XStorage Policy Based Management (SPBM) profile ID associated with the StoragePolicyName.≤
string
V
storagePolicyNameA"4Storage Policy Based Management (SPBM) profile name.≤
string
C

volumePath5"(Path that identifies vSphere volume vmdk≤
string
¥
4io.k8s.api.core.v1.PersistentVolumeClaimVolumeSource˚"ûPersistentVolumeClaimVolumeSource references the user's PVC in the same namespace. This volume finds the bound PV and mounts that volume for the pod. A PersistentVolumeClaimVolumeSource is, essentially, a wrapper around another type of volume that is owned by someone else (the system).ö	claimName≤
object ø
·
	claimName”"≈ClaimName is the name of a PersistentVolumeClaim in the same namespace as the pod using this volume. More info: https://kubernetes.io/docs/concepts/storage/persistent-volumes#persistentvolumeclaims≤
string
Y
readOnlyM"?Will force the ReadOnly setting in VolumeMounts. Default false.≤	
boolean
∞
)io.k8s.api.networking.v1.IngressClassSpecÇ"DIngressClassSpec provides information about the class of an Ingress.≤
object ≠
¶

controlleró"âController refers to the name of the controller that should handle this class. This allows for different "flavors" that are controlled by the same controller. For example, you may have different Parameters for the same implementing controller. This should be specified as a domain-prefixed path no more than 250 characters in length, e.g. "acme.io/ingress-controller". This field is immutable.≤
string
Å

parametersÚ
F#/definitions/io.k8s.api.networking.v1.IngressClassParametersReference"ßParameters is a link to a custom resource containing additional configuration for the controller. This is optional if the controller does not require extra parameters.
¨
;io.k8s.api.admissionregistration.v1beta1.RuleWithOperationsÏ"ÇRuleWithOperations is a tuple of Operations and Resources. It is recommended to make sure that all the tuple expansions are valid.≤
object ÿ
¥
	apiGroups¶"âAPIGroups is the API groups the resources belong to. '*' is all groups. If '*' is present, the length of the slice must be one. Required.≤
array∫
≤
string
º
apiVersions¨"èAPIVersions is the API versions the resources belong to. '*' is all versions. If '*' is present, the length of the slice must be one. Required.≤
array∫
≤
string
†

operationsë"ÙOperations is the operations the admission hook cares about - CREATE, UPDATE, DELETE, CONNECT or * for all of those operations and any future admission operations that are added. If '*' is present, the length of the slice must be one. Required.≤
array∫
≤
string
ñ
	resourcesà"ÎResources is a list of resources this rule applies to.

For example: 'pods' means pods. 'pods/log' means the log subresource of pods. '*' means all resources, but not subresources. 'pods/*' means all subresources of pods. '*/scale' means all scale subresources. '*/*' means all resources and their subresources.

If wildcard is present, the validation rule will ensure resources do not overlap with each other.

Depending on the enclosing object, subresources might not be allowed. Required.≤
array∫
≤
string
£
scopeô"ãscope specifies the scope of this rule. Valid values are "Cluster", "Namespaced", and "*" "Cluster" means that only cluster-scoped resources will match this rule. Namespace API objects are cluster-scoped. "Namespaced" means that only namespaced resources will match this rule. "*" means that there are no scope restrictions. Subresources match the scope of their parent resource. Default is "*".≤
string
≤
 io.k8s.api.core.v1.NodeConditionç"8NodeCondition contains condition information for a node.ötypeöstatus≤
object ¥
,
type$"Type of node condition.≤
string
Ä
lastHeartbeatTimek
7#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.Time"0Last time we got an update on a given condition.
å
lastTransitionTimev
7#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.Time";Last time the condition transit from one status to another.
X
messageM"@Human readable message indicating details about last transition.≤
string
J
reason@"3(brief) reason for the condition's last transition.≤
string
L
statusB"5Status of the condition, one of True, False, Unknown.≤
string
⁄
8io.k8s.api.authorization.v1beta1.SubjectAccessReviewSpecù"¢SubjectAccessReviewSpec is a description of the access request.  Exactly one of ResourceAuthorizationAttributes and NonResourceAuthorizationAttributes must be set≤
object È
∆
extraº"èExtra corresponds to the user.Info.GetExtra() method from the authenticator.  Since that is input to the authorizer it needs a reflection here.™
≤
array∫
≤
string≤
object
M
groupD"(Groups is the groups you're testing for.≤
array∫
≤
string
Ø
nonResourceAttributesï
D#/definitions/io.k8s.api.authorization.v1beta1.NonResourceAttributes"MNonResourceAttributes describes information for a non-resource access request
Ø
resourceAttributesò
A#/definitions/io.k8s.api.authorization.v1beta1.ResourceAttributes"SResourceAuthorizationAttributes describes information for a resource access request
>
uid7"*UID information about the requesting user.≤
string
™
user°"ìUser is the user you're testing for. If you specify "User" but not "Group", then is it interpreted as "What if User were not a member of any groups≤
string
‚
io.k8s.api.rbac.v1.RoleRef√"?RoleRef contains information that points to the role being usedöapiGroupökindöname≤
object ⁄
P
apiGroupD"7APIGroup is the group for the resource being referenced≤
string
B
kind:"-Kind is the type of resource being referenced≤
string
B
name:"-Name is the name of resource being referenced≤
string
õ,
#io.k8s.api.storage.v1.CSIDriverSpecÛ+"2CSIDriverSpec is the specification of a CSIDriver.≤
object ∞+
Ä
storageCapacityÏ"›If set to true, storageCapacity indicates that the CSI volume driver wants pod scheduling to consider the storage capacity that the driver deployment will report by creating CSIStorageCapacity objects with capacity information.

The check can be enabled immediately when deploying a driver. In that case, provisioning new volumes with late binding will pause until the driver deployment has published some suitable CSIStorageCapacity object.

Alternatively, the driver can be deployed with the field unset or false and it can be flipped later when storage capacity information has been published.

This field is immutable.

This is a beta field and only available when the CSIStorageCapacity feature is enabled. The default is false.≤	
boolean
Â
tokenRequests”"ÈTokenRequests indicates the CSI driver needs pods' service account tokens it is mounting volume for to do necessary authentication. Kubelet will pass the tokens in VolumeContext in the CSI NodePublishVolume calls. The CSI driver should parse and validate the following VolumeContext: "csi.storage.k8s.io/serviceAccount.tokens": {
  "<audience>": {
    "token": <token>,
    "expirationTimestamp": <expiration timestamp in RFC3339>,
  },
  ...
}

Note: Audience in each TokenRequest should be different and at most one token is empty string. To receive a new token after expiry, RequiresRepublish can be used to trigger NodePublishVolume periodically.

This is a beta feature and only available when the CSIServiceAccountToken feature is enabled.≤
array∫4
2
0#/definitions/io.k8s.api.storage.v1.TokenRequest˙#
x-kubernetes-list-type	atomic

Í
volumeLifecycleModes—"ëvolumeLifecycleModes defines what kind of volumes this CSI volume driver supports. The default if the list is empty is "Persistent", which is the usage defined by the CSI specification and implemented in Kubernetes via the usual PV/PVC mechanism. The other mode is "Ephemeral". In this mode, volumes are defined inline inside the pod spec with CSIVolumeSource and their lifecycle is tied to the lifecycle of that pod. A driver has to be aware of this because it is only going to get a NodePublishVolume call for such a volume. For more information about implementing this mode, see https://kubernetes-csi.github.io/docs/ephemeral-local-volumes.html A driver can support one or more of these modes and more modes may be added in the future. This field is beta.

This field is immutable.≤
array∫
≤
string˙ 
x-kubernetes-list-typeset

…
attachRequired∂"ßattachRequired indicates this CSI volume driver requires an attach operation (because it implements the CSI ControllerPublishVolume() method), and that the Kubernetes attach detach controller should call the attach volume interface which checks the volumeattachment status and waits until the volume is attached before proceeding to mounting. The CSI external-attacher coordinates with CSI volume driver and updates the volumeattachment status when the attach operation is complete. If the CSIDriverRegistry feature gate is enabled and the value is specified to false, the attach operation will be skipped. Otherwise the attach operation will be called.

This field is immutable.≤	
boolean
€
fsGroupPolicy…"ªDefines if the underlying volume supports changing ownership and permission of the volume before being mounted. Refer to the specific FSGroupPolicy values for additional details. This field is alpha-level, and is only honored by servers that enable the CSIVolumeFSGroupPolicy feature gate.

This field is immutable.≤
string
©
podInfoOnMountñ"áIf set to true, podInfoOnMount indicates this CSI volume driver requires additional pod information (like podName, podUID, etc.) during mount operations. If set to false, pod information will not be passed on mount. Default is false. The CSI driver specifies podInfoOnMount as part of driver deployment. If true, Kubelet will pass pod information as VolumeContext in the CSI NodePublishVolume() calls. The CSI driver is responsible for parsing and validating the information passed in as VolumeContext. The following VolumeConext will be passed if podInfoOnMount is set to true. This list might grow, but the prefix will be used. "csi.storage.k8s.io/pod.name": pod.Name "csi.storage.k8s.io/pod.namespace": pod.Namespace "csi.storage.k8s.io/pod.uid": string(pod.UID) "csi.storage.k8s.io/ephemeral": "true" if the volume is an ephemeral inline volume
                                defined by a CSIVolumeSource, otherwise "false"

"csi.storage.k8s.io/ephemeral" is a new feature in Kubernetes 1.16. It is only required for drivers which support both the "Persistent" and "Ephemeral" VolumeLifecycleMode. Other drivers can leave pod info disabled and/or ignore this field. As Kubernetes 1.15 doesn't support this field, drivers can only support one mode when deployed on such a cluster and the deployment determines which mode that is, for example via a command line parameter of the driver.

This field is immutable.≤	
boolean
ˇ
requiresRepublishÈ"⁄RequiresRepublish indicates the CSI driver wants `NodePublishVolume` being periodically called to reflect any possible change in the mounted volume. This field defaults to false.

Note: After a successful initial NodePublishVolume call, subsequent calls to NodePublishVolume should only update the contents of the volume. New mount points will not be seen by a running container.

This is a beta feature and only available when the CSIServiceAccountToken feature is enabled.≤	
boolean
Ï
Nio.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1.ExternalDocumentationô"YExternalDocumentation allows referencing an external resource for extended documentation.≤
object 0

url≤
string

description≤
string
É
Jio.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1.WebhookConversion¥"<WebhookConversion describes how to call a conversion webhooköconversionReviewVersions≤
object Ã
≈
clientConfig¥
Z#/definitions/io.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1.WebhookClientConfig"VclientConfig is the instructions for how to call the webhook if strategy is `Webhook`.
Å
conversionReviewVersions‰"«conversionReviewVersions is an ordered list of preferred `ConversionReview` versions the Webhook expects. The API server will use the first version in the list which it supports. If none of the versions specified in this list are supported by API server, conversion will fail for the custom resource. If a persisted Webhook configuration specifies allowed versions and does not include any versions known to the API Server, calls to the webhook will fail.≤
array∫
≤
string
‹
3io.k8s.api.authorization.v1.SelfSubjectAccessReview§"ˆSelfSubjectAccessReview checks whether or the current user can perform an action.  Not filling in a spec.namespace means "in all namespaces".  Self is a special case, because users should always be able to check whether they can perform an actionöspec≤
object °
æ

apiVersionØ"°APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources≤
string
π
kind∞"¢Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds≤
string
K
metadata?
=#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta
™
spec°
E#/definitions/io.k8s.api.authorization.v1.SelfSubjectAccessReviewSpec"XSpec holds information about the request being evaluated.  user and groups must be empty
ß
statusú
C#/definitions/io.k8s.api.authorization.v1.SubjectAccessReviewStatus"UStatus is filled in by the server and indicates whether the request is allowed or not˙q
x-kubernetes-group-version-kindNL- group: authorization.k8s.io
  kind: SelfSubjectAccessReview
  version: v1

›
<io.k8s.api.authorization.v1beta1.SelfSubjectAccessReviewSpecú"¶SelfSubjectAccessReviewSpec is a description of the access request.  Exactly one of ResourceAuthorizationAttributes and NonResourceAuthorizationAttributes must be set≤
object ‰
Ø
nonResourceAttributesï
D#/definitions/io.k8s.api.authorization.v1beta1.NonResourceAttributes"MNonResourceAttributes describes information for a non-resource access request
Ø
resourceAttributesò
A#/definitions/io.k8s.api.authorization.v1beta1.ResourceAttributes"SResourceAuthorizationAttributes describes information for a resource access request
Ø	
$io.k8s.api.discovery.v1.EndpointPortÜ	"7EndpointPort represents a Port used by an EndpointSlice≤
object æ
Ÿ
appProtocol…"ªThe application protocol for this port. This field follows standard Kubernetes label syntax. Un-prefixed names are reserved for IANA standard service names (as per RFC-6335 and http://www.iana.org/assignments/service-names). Non-standard protocols should use prefixed names such as mycompany.com/my-custom-protocol.≤
string
≈
nameº"ÆThe name of this port. All ports in an EndpointSlice must have a unique name. If the EndpointSlice is dervied from a Kubernetes service, this corresponds to the Service.ports[].name. Name must either be an empty string or pass DNS_LABEL validation: * must be no more than 63 characters long. * must consist of lower case alphanumeric characters or '-'. * must start and end with an alphanumeric character. Default is empty string.≤
string
≥
port™int32"îThe port number of the endpoint. If this is not specified, ports are not restricted and must be interpreted in the context of the specific consumer.≤	
integer
b
protocolV"IThe IP protocol for this port. Must be UDP, TCP, or SCTP. Default is TCP.≤
string
ó
)io.k8s.api.apps.v1.RollingUpdateDaemonSetÈ"BSpec to control the desired behavior of daemon set rolling update.≤
object ñ
◊

maxSurge 

=#/definitions/io.k8s.apimachinery.pkg.util.intstr.IntOrString"à
The maximum number of nodes with an existing available DaemonSet pod that can have an updated DaemonSet pod during during an update. Value can be an absolute number (ex: 5) or a percentage of desired pods (ex: 10%). This can not be 0 if MaxUnavailable is 0. Absolute number is calculated from percentage by rounding up to a minimum of 1. Default value is 0. Example: when this is set to 30%, at most 30% of the total number of nodes that should be running the daemon pod (i.e. status.desiredNumberScheduled) can have their a new pod created before the old pod is marked as deleted. The update starts by launching new pods on 30% of nodes. Once an updated pod is available (Ready for at least minReadySeconds) the old DaemonSet pod on that node is marked deleted. If the old pod becomes unavailable for any reason (Ready transitions to false, is evicted, or is drained) an updated pod is immediatedly created on that node without considering surge limits. Allowing surge implies the possibility that the resources consumed by the daemonset on any given node can double if the readiness check fails, and so resource intensive daemonsets should take into account that they may cause evictions during disruption. This is an alpha field and requires enabling DaemonSetUpdateSurge feature gate.
π
maxUnavailable¶
=#/definitions/io.k8s.apimachinery.pkg.util.intstr.IntOrString"‰The maximum number of DaemonSet pods that can be unavailable during the update. Value can be an absolute number (ex: 5) or a percentage of total number of DaemonSet pods at the start of the update (ex: 10%). Absolute number is calculated from percentage by rounding down to a minimum of one. This cannot be 0 if MaxSurge is 0 Default value is 1. Example: when this is set to 30%, at most 30% of the total number of nodes that should be running the daemon pod (i.e. status.desiredNumberScheduled) can have their pods stopped for an update at any given time. The update starts by stopping at most 30% of those DaemonSet pods and then brings up new DaemonSet pods in their place. Once the new pods are available, it then proceeds onto other DaemonSet pods, thus ensuring that at least 70% of original number of DaemonSet pods are available at all times during the update.
Õ
/io.k8s.api.autoscaling.v2beta2.HPAScalingPolicyô"WHPAScalingPolicy is a single policy which must hold true for a specified past interval.ötypeövalueöperiodSeconds≤
object í
 
periodSeconds∏int32"¢PeriodSeconds specifies the window of time for which the policy should hold true. PeriodSeconds must be greater than zero and less than or equal to 1800 (30 min).≤	
integer
@
type8"+Type is used to specify the scaling policy.≤
string
Ä
valuewint32"bValue contains the amount of change which is permitted by the policy. It must be greater than zero≤	
integer
û
3io.k8s.api.policy.v1beta1.RunAsGroupStrategyOptionsÊ"`RunAsGroupStrategyOptions defines the strategy type and any options used to create the strategy.örule≤
object Ó
˝
rangesÚ"Øranges are the allowed ranges of gids that may be used. If you would like to force a single gid then supply a single range with the same start and end. Required for MustRunAs.≤
array∫3
1
/#/definitions/io.k8s.api.policy.v1beta1.IDRange
l
ruled"Wrule is the strategy that will dictate the allowable RunAsGroup values that may be set.≤
string
™
Aio.k8s.kube-aggregator.pkg.apis.apiregistration.v1.APIServiceList‰"/APIServiceList is a list of APIService objects.öitems≤
object Ø
æ

apiVersionØ"°APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources≤
string
e
items\≤
array∫O
M
K#/definitions/io.k8s.kube-aggregator.pkg.apis.apiregistration.v1.APIService
π
kind∞"¢Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds≤
string
I
metadata=
;#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.ListMeta˙j
x-kubernetes-group-version-kindGE- group: apiregistration.k8s.io
  kind: APIServiceList
  version: v1

“
3io.k8s.api.autoscaling.v2beta1.ExternalMetricSourceö"˘ExternalMetricSource indicates how to scale on a metric not associated with any Kubernetes object (for example length of queue in cloud messaging service, or QPS from loadbalancer running outside of cluster). Exactly one "target" type should be set.ö
metricName≤
object Ç
L

metricName>"1metricName is the name of the metric in question.≤
string
ß
metricSelectorî
@#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.LabelSelector"PmetricSelector is used to identify a specific time series within a given metric.
À
targetAverageValue¥
;#/definitions/io.k8s.apimachinery.pkg.api.resource.Quantity"utargetAverageValue is the target per-pod value of global metric (as a quantity). Mutually exclusive with TargetValue.
π
targetValue©
;#/definitions/io.k8s.apimachinery.pkg.api.resource.Quantity"jtargetValue is the target value of the metric (as a quantity). Mutually exclusive with TargetAverageValue.
œ
*io.k8s.api.networking.v1.NetworkPolicyPort†"6NetworkPolicyPort describes a port to allow traffic on≤
object Ÿ
ô
endPortçint32"˜If set, indicates that the range of ports from port to endPort, inclusive, should be allowed by the policy. This field cannot be defined if the port field is not defined or if the port field is defined as a named (string) port. The endPort must be equal or greater than port. This feature is in Alpha state and should be enabled using the Feature Gate "NetworkPolicyEndPort".≤	
integer
∂
port≠
=#/definitions/io.k8s.apimachinery.pkg.util.intstr.IntOrString"ÎThe port on the given protocol. This can either be a numerical or named port on a pod. If this field is not provided, this matches all port names and numbers. If present, only traffic on the specified protocol AND port will be matched.
Å
protocolu"hThe protocol (TCP, UDP, or SCTP) which traffic must match. If not specified, this field defaults to TCP.≤
string
˝
io.k8s.api.core.v1.Taint‡"`The node this Taint is attached to has the "effect" on any pod that does not tolerate the Taint.ökeyöeffect≤
object ‡
†
effectï"áRequired. The effect of the taint on pods that do not tolerate the taint. Valid effects are NoSchedule, PreferNoSchedule and NoExecute.≤
string
D
key="0Required. The taint key to be applied to a node.≤
string
≠
	timeAddedü
7#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.Time"dTimeAdded represents the time at which the taint was added. It is only written for NoExecute taints.
E
value<"/The taint value corresponding to the taint key.≤
string
∞
)io.k8s.api.discovery.v1.EndpointSliceListÇ"6EndpointSliceList represents a list of endpoint slicesöitems≤
object …
æ

apiVersionØ"°APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources≤
string
f
items]"List of endpoint slices≤
array∫7
5
3#/definitions/io.k8s.api.discovery.v1.EndpointSlice
π
kind∞"¢Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds≤
string
b
metadataV
;#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.ListMeta"Standard list metadata.˙g
x-kubernetes-group-version-kindDB- group: discovery.k8s.io
  kind: EndpointSliceList
  version: v1

Å
+io.k8s.api.extensions.v1beta1.IngressStatus—"8IngressStatus describe the current state of the Ingress.≤
object à
Ö
loadBalanceru
3#/definitions/io.k8s.api.core.v1.LoadBalancerStatus">LoadBalancer contains the current status of the load-balancer.
ò
5io.k8s.api.authorization.v1.SubjectAccessReviewStatusﬁ"SubjectAccessReviewStatusöallowed≤
object ™
c
allowedX"JAllowed is required. True if the action would be allowed, false otherwise.≤	
boolean
Ç
denied˜"ËDenied is optional. True if the action would be denied, otherwise false. If both allowed is false and denied is false, then the authorizer has no opinion on whether to authorize the action. Denied may not be true if Allowed is true.≤	
boolean
ﬁ
evaluationError "ºEvaluationError is an indication that some error occurred during the authorization check. It is entirely possible to get an error and be able to continue determine authorization status in spite of it. For instance, RBAC can be missing a role, but enough roles are still present and bound to reason about the request.≤
string
]
reasonS"FReason is optional.  It indicates why a request was allowed or denied.≤
string
ó
"io.k8s.api.core.v1.TCPSocketAction"=TCPSocketAction describes an action based on opening a socketöport≤
object õ
«
portæ
=#/definitions/io.k8s.apimachinery.pkg.util.intstr.IntOrString"}Number or name of the port to access on the container. Number must be in the range 1 to 65535. Name must be an IANA_SVC_NAME.
O
hostG":Optional: Host name to connect to, defaults to the pod IP.≤
string
≥
]io.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1beta1.CustomResourceDefinitionVersion—"<CustomResourceDefinitionVersion describes a version for CRD.önameöservedöstorage≤
object Í
É
schema¯
d#/definitions/io.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1beta1.CustomResourceValidation"èschema describes the schema used for validation and pruning of this version of the custom resource. Top-level and per-version schemas are mutually exclusive. Per-version schemas must not all be set to identical values (top-level validation schema should be used instead).
h
served^"Pserved is a flag enabling/disabling this version from being served via REST APIs≤	
boolean
™
storageû"èstorage indicates this version should be used when persisting custom resources to storage. There must be exactly one version with storage=true.≤	
boolean
Ö
subresourcesÙ
f#/definitions/io.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1beta1.CustomResourceSubresources"âsubresources specify what subresources this version of the defined custom resource have. Top-level and per-version subresources are mutually exclusive. Per-version subresources must not all be set to identical values (top-level subresources should be used instead).
Ò
additionalPrinterColumns‘"÷additionalPrinterColumns specifies additional columns returned in Table output. See https://kubernetes.io/docs/reference/using-api/api-concepts/#receiving-resources-as-tables for details. Top-level and per-version columns are mutually exclusive. Per-version columns must not all be set to identical values (top-level columns should be used instead). If no top-level or per-version columns are specified, a single column displaying the age of the custom resource is used.≤
array∫n
l
j#/definitions/io.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1beta1.CustomResourceColumnDefinition
‹

deprecatedÕ"ædeprecated indicates this version of the custom resource API is deprecated. When set to true, API requests to this version receive a warning header in the server response. Defaults to false.≤	
boolean
∞
deprecationWarningô"ãdeprecationWarning overrides the default warning returned to API clients. May only be set when `deprecated` is true. The default warning indicates this version is deprecated and recommends use of the newest served version of equal or greater stability, if one exists.≤
string
º
name≥"•name is the version name, e.g. ‚Äúv1‚Äù, ‚Äúv2beta1‚Äù, etc. The custom resources are served under this version at `/apis/<group>/<version>/...` if `served` is true.≤
string
È
+io.k8s.api.flowcontrol.v1beta1.GroupSubjectπ"?GroupSubject holds detailed information for group-kind subject.öname≤
object ‚
ﬂ
name÷"»name is the user group that matches, or "*" to match all user groups. See https://github.com/kubernetes/apiserver/blob/master/pkg/authentication/user/user.go for some well-known group names. Required.≤
string
⁄
+io.k8s.api.policy.v1beta1.AllowedFlexVolume™"LAllowedFlexVolume represents a single Flexvolume that is allowed to be used.ödriver≤
object E
C
driver9",driver is the name of the Flexvolume driver.≤
string
è
1io.k8s.api.core.v1.PersistentVolumeClaimConditionŸ"BPersistentVolumeClaimCondition contails details about state of pvcötypeöstatus≤
object ˆ
n
lastProbeTime]
7#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.Time""Last time we probed the condition.
ë
lastTransitionTime{
7#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.Time"@Last time the condition transitioned from one status to another.
X
messageM"@Human-readable message indicating details about last transition.≤
string
È
reasonﬁ"–Unique, this should be a short, machine understandable string that gives the reason for condition's last transition. If it reports "ResizeStarted" that means the underlying persistent volume is being resized.≤
string

status≤
string

type≤
string
⁄

io.k8s.api.core.v1.Toleration∏
"çThe pod this Toleration is attached to tolerates any taint that matches the triple <key,value,effect> using the matching operator <operator>.≤
object ô	
∏
effect≠"üEffect indicates the taint effect to match. Empty means match all taint effects. When specified, allowed values are NoSchedule, PreferNoSchedule and NoExecute.≤
string
”
keyÀ"ΩKey is the taint key that the toleration applies to. Empty means match all taint keys. If the key is empty, operator must be Exists; this combination means to match all values and all keys.≤
string
ˆ
operatorÈ"€Operator represents a key's relationship to the value. Valid operators are Exists and Equal. Defaults to Equal. Exists is equivalent to wildcard for value, so that a pod can tolerate all taints of a particular category.≤
string
Á
tolerationSeconds—int64"ªTolerationSeconds represents the period of time the toleration (which must be of effect NoExecute, otherwise this field is ignored) tolerates the taint. By default, it is not set, which means tolerate the taint forever (do not evict). Zero and negative values will be treated as 0 (evict immediately) by the system.≤	
integer
¢
valueò"äValue is the taint value the toleration matches to. If the operator is Exists, the value should be empty, otherwise just a regular string.≤
string
±
,io.k8s.api.core.v1.ReplicationControllerSpecÄ"KReplicationControllerSpec is the specification of a replication controller.≤
object §

É
minReadySecondsÔint32"ŸMinimum number of seconds for which a newly created pod should be ready without any of its container crashing, for it to be considered available. Defaults to 0 (pod will be considered available as soon as it is ready)≤	
integer
†
replicasìint32"˝Replicas is the number of desired replicas. This is a pointer to distinguish between explicit zero and unspecified. Defaults to 1. More info: https://kubernetes.io/docs/concepts/workloads/controllers/replicationcontroller#what-is-a-replicationcontroller≤	
integer
∏
selector´"çSelector is a label query over pods that should match the Replicas count. If Selector is empty, it is defaulted to the labels present on the Pod template. Label keys and values that must match in order to be controlled by this replication controller, if empty defaulted to labels on Pod template. More info: https://kubernetes.io/docs/concepts/overview/working-with-objects/labels/#label-selectors™
≤
string≤
object
Ω
template∞
0#/definitions/io.k8s.api.core.v1.PodTemplateSpec"˚Template is the object that describes the pod that will be created if insufficient replicas are detected. This takes precedence over a TemplateRef. More info: https://kubernetes.io/docs/concepts/workloads/controllers/replicationcontroller#pod-template
 
io.k8s.api.core.v1.Sysctl¨"+Sysctl defines a kernel parameter to be setönameövalue≤
object b
0
value'"Value of a property to set≤
string
.
name&"Name of a property to set≤
string
é
+io.k8s.api.core.v1.TopologySpreadConstraintﬁ"XTopologySpreadConstraint specifies how to spread matching pods among the given topology.ömaxSkewötopologyKeyöwhenUnsatisfiable≤
object …
Ã
maxSkew¿int32"™MaxSkew describes the degree to which pods may be unevenly distributed. When `whenUnsatisfiable=DoNotSchedule`, it is the maximum permitted difference between the number of matching pods in the target topology and the global minimum. For example, in a 3-zone cluster, MaxSkew is set to 1, and pods with the same labelSelector spread as 1/1/0: | zone1 | zone2 | zone3 | |   P   |   P   |       | - if MaxSkew is 1, incoming pod can only be scheduled to zone3 to become 1/1/1; scheduling it onto zone1(zone2) would make the ActualSkew(2-0) on zone1(zone2) violate MaxSkew(1). - if MaxSkew is 2, incoming pod can be scheduled onto any zone. When `whenUnsatisfiable=ScheduleAnyway`, it is used to give higher precedence to topologies that satisfy it. It's a required field. Default value is 1 and 0 is not allowed.≤	
integer
ß
topologyKeyó"âTopologyKey is the key of node labels. Nodes that have a label with this key and identical values are considered to be in the same topology. We consider each <key, value> as a "bucket", and try to put balanced number of pods into each bucket. It's a required field.≤
string
œ
whenUnsatisfiableπ"´WhenUnsatisfiable indicates how to deal with a pod if it doesn't satisfy the spread constraint. - DoNotSchedule (default) tells the scheduler not to schedule it. - ScheduleAnyway tells the scheduler to schedule the pod in any location,
  but giving higher precedence to topologies that would help reduce the
  skew.
A constraint is considered "Unsatisfiable" for an incoming pod if and only if every possible node assigment for that pod would violate "MaxSkew" on some topology. For example, in a 3-zone cluster, MaxSkew is set to 1, and pods with the same labelSelector spread as 3/1/1: | zone1 | zone2 | zone3 | | P P P |   P   |   P   | If WhenUnsatisfiable is set to DoNotSchedule, incoming pod can only be scheduled to zone2(zone3) to become 3/2/1(3/1/2) as ActualSkew(2-1) on zone2(zone3) satisfies MaxSkew(1). In other words, the cluster can still be imbalanced, but scheduler won't make it *more* imbalanced. It's a required field.≤
string
˚
labelSelectorÈ
@#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.LabelSelector"§LabelSelector is used to find matching pods. Pods that match this label selector are counted to determine the number of pods in their corresponding topology domain.
à
.io.k8s.apimachinery.pkg.apis.meta.v1.MicroTimeV	date-time">MicroTime is version of Time with microsecond level precision.≤
string
Ñ
io.k8s.api.core.v1.KeyToPath„",Maps a string key to a path within a volume.ökeyöpath≤
object ô
'
key "The key to project.≤
string
ª
mode≤int32"úOptional: mode bits used to set permissions on this file. Must be an octal value between 0000 and 0777 or a decimal value between 0 and 511. YAML accepts both octal and decimal values, JSON requires decimal values for mode bits. If not specified, the volume defaultMode will be used. This might be in conflict with other options that affect the file mode, like fsGroup, and the result can be other mode bits set.≤	
integer
Ø
path¶"òThe relative path of the file to map the key to. May not be an absolute path. May not contain the path element '..'. May not start with the string '..'.≤
string
î
%io.k8s.api.core.v1.NamespaceConditionÍ"=NamespaceCondition contains details about state of namespace.ötypeöstatus≤
object å

message≤
string

reason≤
string
L
statusB"5Status of the condition, one of True, False, Unknown.≤
string
<
type4"'Type of namespace controller condition.≤
string
O
lastTransitionTime9
7#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.Time
·	
&io.k8s.api.core.v1.ComponentStatusList∂	"ÅStatus of all the conditions for the component as a list of ComponentStatus objects. Deprecated: This API is deprecated in v1.19+öitems≤
object Ω
l
itemsc" List of ComponentStatus objects.≤
array∫4
2
0#/definitions/io.k8s.api.core.v1.ComponentStatus
π
kind∞"¢Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds≤
string
œ
metadata¬
;#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.ListMeta"ÇStandard list metadata. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds
æ

apiVersionØ"°APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources≤
string˙[
x-kubernetes-group-version-kind86- group: ""
  kind: ComponentStatusList
  version: v1

¬
(io.k8s.api.core.v1.PersistentVolumeClaimï"NPersistentVolumeClaim is a user's request for and claim to a persistent volume≤
object ÷

æ

apiVersionØ"°APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources≤
string
π
kind∞"¢Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds≤
string
“
metadata≈
=#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta"ÉStandard object's metadata. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata
¯
specÔ
:#/definitions/io.k8s.api.core.v1.PersistentVolumeClaimSpec"∞Spec defines the desired characteristics of a volume requested by a pod author. More info: https://kubernetes.io/docs/concepts/storage/persistent-volumes#persistentvolumeclaims
Ü
status˚
<#/definitions/io.k8s.api.core.v1.PersistentVolumeClaimStatus"∫Status represents the current information/status of a persistent volume claim. Read-only. More info: https://kubernetes.io/docs/concepts/storage/persistent-volumes#persistentvolumeclaims˙]
x-kubernetes-group-version-kind:8- kind: PersistentVolumeClaim
  version: v1
  group: ""

è
(io.k8s.api.extensions.v1beta1.IngressTLS‚"MIngressTLS describes the transport layer security associated with an Ingress.≤
object Ñ
ö
hostsê"ÛHosts are a list of hosts included in the TLS certificate. The values in this list must match the name/s used in the tlsSecret. Defaults to the wildcard host setting for the loadbalancer controller fulfilling this Ingress, if left unspecified.≤
array∫
≤
string
‰

secretName’"«SecretName is the name of the secret used to terminate SSL traffic on 443. Field is left optional to allow SSL routing based on SNI hostname alone. If the SNI host in a listener conflicts with the "Host" header field used by an IngressRule, the SNI host is used for termination and value of the Host header is used for routing.≤
string
ü
-io.k8s.api.networking.v1.HTTPIngressRuleValueÌ"£HTTPIngressRuleValue is a list of http selectors pointing to backends. In the example: http://<host>/<path>?<searchpart> -> backend where where parts of the url correspond to RFC 3986, this resource will be used to match against everything after the last '/' and before the first '?' or '#'.öpaths≤
object ∞
≠
paths£"4A collection of paths that map requests to backends.≤
array∫:
8
6#/definitions/io.k8s.api.networking.v1.HTTPIngressPath˙#
x-kubernetes-list-type	atomic

ô
1io.k8s.api.policy.v1beta1.PodDisruptionBudgetList„"@PodDisruptionBudgetList is a collection of PodDisruptionBudgets.öitems≤
object ü
æ

apiVersionØ"°APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources≤
string
U
itemsL≤
array∫?
=
;#/definitions/io.k8s.api.policy.v1beta1.PodDisruptionBudget
π
kind∞"¢Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds≤
string
I
metadata=
;#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.ListMeta˙h
x-kubernetes-group-version-kindEC- kind: PodDisruptionBudgetList
  version: v1beta1
  group: policy

’
Qio.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1.CustomResourceConversionˇ"MCustomResourceConversion describes how to convert different versions of a CR.östrategy≤
object ñ
≈
strategy∏"™strategy specifies how custom resources are converted between versions. Allowed values are: - `None`: The converter only change the apiVersion and would not touch any other field in the custom resource. - `Webhook`: API Server will call to an external webhook to do the conversion. Additional information
  is needed for this option. This requires spec.preserveUnknownFields to be false, and spec.conversion.webhook to be set.≤
string
À
webhookø
X#/definitions/io.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1.WebhookConversion"cwebhook describes how to call the conversion webhook. Required when `strategy` is set to `Webhook`.
∆	
%io.k8s.api.coordination.v1beta1.Leaseú	"Lease defines a lease concept.≤
object á
π
kind∞"¢Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds≤
string
µ
metadata®
=#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta"gMore info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata
œ
spec∆
7#/definitions/io.k8s.api.coordination.v1beta1.LeaseSpec"äSpecification of the Lease. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#spec-and-status
æ

apiVersionØ"°APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources≤
string˙c
x-kubernetes-group-version-kind@>- group: coordination.k8s.io
  kind: Lease
  version: v1beta1

ü
(io.k8s.api.core.v1.AzureDiskVolumeSourceÚ"TAzureDisk represents an Azure Data Disk mount on the host and bind mount to the pod.ödiskNameödiskURI≤
object ¯
¿
fsTypeµ"ßFilesystem type to mount. Must be a filesystem type supported by the host operating system. Ex. "ext4", "xfs", "ntfs". Implicitly inferred to be "ext4" if unspecified.≤
string
‡
kind◊"…Expected values Shared: multiple blob disks per storage account  Dedicated: single blob disk per storage account  Managed: azure managed data disk (only in managed availability set). defaults to shared≤
string
x
readOnlyl"^Defaults to false (read/write). ReadOnly here will force the ReadOnly setting in VolumeMounts.≤	
boolean
K
cachingMode<"/Host Caching mode: None, Read Only, Read Write.≤
string
F
diskName:"-The Name of the data disk in the blob storage≤
string
A
diskURI6")The URI the data disk in the blob storage≤
string
˚
)io.k8s.api.autoscaling.v2beta1.MetricSpecÕ"|MetricSpec specifies how to scale based on a single metric (only `type` and one other matching field should be set at once).ötype≤
object π
¬
object∑
?#/definitions/io.k8s.api.autoscaling.v2beta1.ObjectMetricSource"tobject refers to a metric describing a single kubernetes object (for example, hits-per-second on an Ingress object).
ï
podså
=#/definitions/io.k8s.api.autoscaling.v2beta1.PodsMetricSource" pods refers to a metric describing each pod in the current scale target (for example, transactions-processed-per-second).  The values will be averaged together before being compared to the target value.
ô
resourceå
A#/definitions/io.k8s.api.autoscaling.v2beta1.ResourceMetricSource"∆resource refers to a resource metric (such as those specified in requests and limits) known to Kubernetes describing each pod in the current scale target (e.g. CPU or memory). Such metrics are built in to Kubernetes, and have special scaling options on top of those available to normal per-pod metrics using the "pods" source.
£
typeö"åtype is the type of metric source.  It should be one of "ContainerResource", "External", "Object", "Pods" or "Resource", each mapping to a matching field in the object. Note: "ContainerResource" type is available on when the feature-gate HPAContainerMetrics is enabled≤
string
†
containerResourceä
J#/definitions/io.k8s.api.autoscaling.v2beta1.ContainerResourceMetricSource"ªcontainer resource refers to a resource metric (such as those specified in requests and limits) known to Kubernetes describing a single container in each pod of the current scale target (e.g. CPU or memory). Such metrics are built in to Kubernetes, and have special scaling options on top of those available to normal per-pod metrics using the "pods" source. This is an alpha feature and can be enabled by the HPAContainerMetrics feature flag.
Ù
externalÁ
A#/definitions/io.k8s.api.autoscaling.v2beta1.ExternalMetricSource"°external refers to a global metric that is not associated with any Kubernetes object. It allows autoscaling based on information coming from components running outside of cluster (for example length of queue in cloud messaging service, or QPS from loadbalancer running outside of cluster).
˚
)io.k8s.api.autoscaling.v2beta2.MetricSpecÕ"|MetricSpec specifies how to scale based on a single metric (only `type` and one other matching field should be set at once).ötype≤
object π
ô
resourceå
A#/definitions/io.k8s.api.autoscaling.v2beta2.ResourceMetricSource"∆resource refers to a resource metric (such as those specified in requests and limits) known to Kubernetes describing each pod in the current scale target (e.g. CPU or memory). Such metrics are built in to Kubernetes, and have special scaling options on top of those available to normal per-pod metrics using the "pods" source.
£
typeö"åtype is the type of metric source.  It should be one of "ContainerResource", "External", "Object", "Pods" or "Resource", each mapping to a matching field in the object. Note: "ContainerResource" type is available on when the feature-gate HPAContainerMetrics is enabled≤
string
†
containerResourceä
J#/definitions/io.k8s.api.autoscaling.v2beta2.ContainerResourceMetricSource"ªcontainer resource refers to a resource metric (such as those specified in requests and limits) known to Kubernetes describing a single container in each pod of the current scale target (e.g. CPU or memory). Such metrics are built in to Kubernetes, and have special scaling options on top of those available to normal per-pod metrics using the "pods" source. This is an alpha feature and can be enabled by the HPAContainerMetrics feature flag.
Ù
externalÁ
A#/definitions/io.k8s.api.autoscaling.v2beta2.ExternalMetricSource"°external refers to a global metric that is not associated with any Kubernetes object. It allows autoscaling based on information coming from components running outside of cluster (for example length of queue in cloud messaging service, or QPS from loadbalancer running outside of cluster).
¬
object∑
?#/definitions/io.k8s.api.autoscaling.v2beta2.ObjectMetricSource"tobject refers to a metric describing a single kubernetes object (for example, hits-per-second on an Ingress object).
ï
podså
=#/definitions/io.k8s.api.autoscaling.v2beta2.PodsMetricSource" pods refers to a metric describing each pod in the current scale target (for example, transactions-processed-per-second).  The values will be averaged together before being compared to the target value.
¶
%io.k8s.api.core.v1.CinderVolumeSource¸"ÎRepresents a cinder volume resource in Openstack. A Cinder volume must exist before mounting to a container. The volume must also be in the same region as the kubelet. Cinder volumes support ownership management and SELinux relabeling.övolumeID≤
object Ù
É
fsType¯"ÍFilesystem type to mount. Must be a filesystem type supported by the host operating system. Examples: "ext4", "xfs", "ntfs". Implicitly inferred to be "ext4" if unspecified. More info: https://examples.k8s.io/mysql-cinder-pd/README.md≤
string
¡
readOnly¥"•Optional: Defaults to false (read/write). ReadOnly here will force the ReadOnly setting in VolumeMounts. More info: https://examples.k8s.io/mysql-cinder-pd/README.md≤	
boolean
û
	secretRefê
5#/definitions/io.k8s.api.core.v1.LocalObjectReference"WOptional: points to a secret object containing parameters used to connect to OpenStack.
Ü
volumeIDz"mvolume id used to identify the volume in cinder. More info: https://examples.k8s.io/mysql-cinder-pd/README.md≤
string
∆
#io.k8s.api.core.v1.SecretProjectionû"çAdapts a secret into a projected volume.

The contents of the target Secret's Data field will be presented in a projected volume as files using the keys in the Data field as the file names. Note that this is identical to a secret volume source without the default mode.≤
object ˇ
§
itemsö"‹If unspecified, each key-value pair in the Data field of the referenced Secret will be projected into the volume as a file whose name is the key and content is the value. If specified, the listed keys will be projected into the specified paths, and unlisted keys will not be present. If a key is specified which is not present in the Secret, the volume setup will error unless it is marked optional. Paths must be relative and may not contain the '..' path or start with '..'.≤
array∫.
,
*#/definitions/io.k8s.api.core.v1.KeyToPath
Ñ
name|"oName of the referent. More info: https://kubernetes.io/docs/concepts/overview/working-with-objects/names/#names≤
string
O
optionalC"5Specify whether the Secret or its key must be defined≤	
boolean
¥	
)io.k8s.api.discovery.v1beta1.EndpointPortÜ	"7EndpointPort represents a Port used by an EndpointSlice≤
object æ
Ÿ
appProtocol…"ªThe application protocol for this port. This field follows standard Kubernetes label syntax. Un-prefixed names are reserved for IANA standard service names (as per RFC-6335 and http://www.iana.org/assignments/service-names). Non-standard protocols should use prefixed names such as mycompany.com/my-custom-protocol.≤
string
≈
nameº"ÆThe name of this port. All ports in an EndpointSlice must have a unique name. If the EndpointSlice is dervied from a Kubernetes service, this corresponds to the Service.ports[].name. Name must either be an empty string or pass DNS_LABEL validation: * must be no more than 63 characters long. * must consist of lower case alphanumeric characters or '-'. * must start and end with an alphanumeric character. Default is empty string.≤
string
≥
port™int32"îThe port number of the endpoint. If this is not specified, ports are not restricted and must be interpreted in the context of the specific consumer.≤	
integer
b
protocolV"IThe IP protocol for this port. Must be UDP, TCP, or SCTP. Default is TCP.≤
string
±
/io.k8s.apimachinery.pkg.apis.meta.v1.WatchEvent˝"6Event represents a single event to a watched resource.ötypeöobject≤
object ◊
ø
object¥
:#/definitions/io.k8s.apimachinery.pkg.runtime.RawExtension"ıObject is:
 * If Type is Added or Modified: the new state of the object.
 * If Type is Deleted: the state of the object immediately before deletion.
 * If Type is Error: *Status is recommended; other types may make sense
   depending on context.

type≤
string˙À
x-kubernetes-group-version-kindß§- group: ""
  kind: WatchEvent
  version: v1
- version: v1
  group: admission.k8s.io
  kind: WatchEvent
- group: admission.k8s.io
  kind: WatchEvent
  version: v1beta1
- group: admissionregistration.k8s.io
  kind: WatchEvent
  version: v1
- group: admissionregistration.k8s.io
  kind: WatchEvent
  version: v1beta1
- group: apiextensions.k8s.io
  kind: WatchEvent
  version: v1
- kind: WatchEvent
  version: v1beta1
  group: apiextensions.k8s.io
- group: apiregistration.k8s.io
  kind: WatchEvent
  version: v1
- group: apiregistration.k8s.io
  kind: WatchEvent
  version: v1beta1
- group: apps
  kind: WatchEvent
  version: v1
- group: apps
  kind: WatchEvent
  version: v1beta1
- group: apps
  kind: WatchEvent
  version: v1beta2
- kind: WatchEvent
  version: v1
  group: authentication.k8s.io
- group: authentication.k8s.io
  kind: WatchEvent
  version: v1beta1
- kind: WatchEvent
  version: v1
  group: authorization.k8s.io
- group: authorization.k8s.io
  kind: WatchEvent
  version: v1beta1
- group: autoscaling
  kind: WatchEvent
  version: v1
- kind: WatchEvent
  version: v2beta1
  group: autoscaling
- group: autoscaling
  kind: WatchEvent
  version: v2beta2
- group: batch
  kind: WatchEvent
  version: v1
- group: batch
  kind: WatchEvent
  version: v1beta1
- group: certificates.k8s.io
  kind: WatchEvent
  version: v1
- group: certificates.k8s.io
  kind: WatchEvent
  version: v1beta1
- group: coordination.k8s.io
  kind: WatchEvent
  version: v1
- group: coordination.k8s.io
  kind: WatchEvent
  version: v1beta1
- group: discovery.k8s.io
  kind: WatchEvent
  version: v1
- group: discovery.k8s.io
  kind: WatchEvent
  version: v1beta1
- group: events.k8s.io
  kind: WatchEvent
  version: v1
- group: events.k8s.io
  kind: WatchEvent
  version: v1beta1
- group: extensions
  kind: WatchEvent
  version: v1beta1
- kind: WatchEvent
  version: v1alpha1
  group: flowcontrol.apiserver.k8s.io
- group: flowcontrol.apiserver.k8s.io
  kind: WatchEvent
  version: v1beta1
- group: imagepolicy.k8s.io
  kind: WatchEvent
  version: v1alpha1
- kind: WatchEvent
  version: v1alpha1
  group: internal.apiserver.k8s.io
- group: networking.k8s.io
  kind: WatchEvent
  version: v1
- group: networking.k8s.io
  kind: WatchEvent
  version: v1beta1
- group: node.k8s.io
  kind: WatchEvent
  version: v1
- version: v1alpha1
  group: node.k8s.io
  kind: WatchEvent
- group: node.k8s.io
  kind: WatchEvent
  version: v1beta1
- version: v1
  group: policy
  kind: WatchEvent
- version: v1beta1
  group: policy
  kind: WatchEvent
- kind: WatchEvent
  version: v1
  group: rbac.authorization.k8s.io
- version: v1alpha1
  group: rbac.authorization.k8s.io
  kind: WatchEvent
- group: rbac.authorization.k8s.io
  kind: WatchEvent
  version: v1beta1
- group: scheduling.k8s.io
  kind: WatchEvent
  version: v1
- group: scheduling.k8s.io
  kind: WatchEvent
  version: v1alpha1
- group: scheduling.k8s.io
  kind: WatchEvent
  version: v1beta1
- group: storage.k8s.io
  kind: WatchEvent
  version: v1
- group: storage.k8s.io
  kind: WatchEvent
  version: v1alpha1
- group: storage.k8s.io
  kind: WatchEvent
  version: v1beta1

¡
-io.k8s.api.authorization.v1beta1.ResourceRuleè"¨ResourceRule is the list of actions the subject is allowed to perform on resources. The list ordering isn't significant, may contain duplicates, and possibly be incomplete.överbs≤
object …
É
	apiGroupsı"ÿAPIGroups is the name of the APIGroup that contains the resources.  If multiple API groups are specified, any action requested against one of the enumerated resources in any API group will be allowed.  "*" means all.≤
array∫
≤
string
π
resourceNamesß"äResourceNames is an optional white list of names that the rule applies to.  An empty set means that everything is allowed.  "*" means all.≤
array∫
≤
string
‰
	resources÷"πResources is a list of resources this rule applies to.  "*" means all in the specified apiGroups.
 "*/foo" represents the subresource 'foo' for all resources in the specified apiGroups.≤
array∫
≤
string
ù
verbsì"wVerb is a list of kubernetes resource API verbs, like: get, list, watch, create, update, delete, proxy.  "*" means all.≤
array∫
≤
string
ù
:io.k8s.api.authorization.v1beta1.SubjectAccessReviewStatusﬁ"SubjectAccessReviewStatusöallowed≤
object ™
Ç
denied˜"ËDenied is optional. True if the action would be denied, otherwise false. If both allowed is false and denied is false, then the authorizer has no opinion on whether to authorize the action. Denied may not be true if Allowed is true.≤	
boolean
ﬁ
evaluationError "ºEvaluationError is an indication that some error occurred during the authorization check. It is entirely possible to get an error and be able to continue determine authorization status in spite of it. For instance, RBAC can be missing a role, but enough roles are still present and bound to reason about the request.≤
string
]
reasonS"FReason is optional.  It indicates why a request was allowed or denied.≤
string
c
allowedX"JAllowed is required. True if the action would be allowed, false otherwise.≤	
boolean
û
Fio.k8s.kube-aggregator.pkg.apis.apiregistration.v1beta1.APIServiceSpec”"£APIServiceSpec contains information for locating and communicating with a server. Only https is supported, though you are able to disable certificate verification.ögroupPriorityMinimumöversionPriority≤
object ı
Ï
caBundleﬂbyte"•CABundle is a PEM encoded CA bundle which will be used to validate an API server's serving certificate. If unspecified, system trust roots on the apiserver are used.≤
string˙#
x-kubernetes-list-type	atomic

C
group:"-Group is the API group name this server hosts≤
string
±
groupPriorityMinimumòint32"ÇGroupPriorityMininum is the priority this group should have at least. Higher priority means that the group is preferred by clients over lower priority ones. Note that other versions of this group might specify even higher GroupPriorityMininum values such that the whole group gets a higher priority. The primary sort is based on GroupPriorityMinimum, ordered highest number to lowest (20 before 10). The secondary sort is based on the alphabetical comparison of the name of the object.  (v1.bar before v1.foo) We'd recommend something like: *.k8s.io (except extensions) at 18000 and PaaSes (OpenShift, Deis) are recommended to be in the 2000s≤	
integer
Õ
insecureSkipTLSVerify≥"§InsecureSkipTLSVerify disables TLS certificate verification when communicating with this server. This is strongly discouraged.  You should use the CABundle instead.≤	
boolean
˘
serviceÌ
V#/definitions/io.k8s.kube-aggregator.pkg.apis.apiregistration.v1beta1.ServiceReference"íService is a reference to the service for this API server.  It must communicate on port 443. If the Service is nil, that means the handling for the API groupversion is handled locally on this server. The call will simply delegate to the normal handler chain to be fulfilled.
X
versionM"@Version is the API version this server hosts.  For example, "v1"≤
string
‰
versionPriority–int32"∫VersionPriority controls the ordering of this API version inside of its group.  Must be greater than zero. The primary sort is based on VersionPriority, ordered highest to lowest (20 before 10). Since it's inside of a group, the number can be small, probably in the 10s. In case of equal version priorities, the version string will be used to compute the order inside a group. If the version string is "kube-like", it will sort above non "kube-like" version strings, which are ordered lexicographically. "Kube-like" versions start with a "v", then are followed by a number (the major version), then optionally the string "alpha" or "beta" and another number (the minor version). These are sorted first by GA > beta > alpha (where GA is a version with no suffix such as beta or alpha), and then by comparing major version, then minor version. An example sorted list of versions: v10, v2, v1, v11beta2, v10beta3, v3beta1, v12alpha1, v11alpha2, foo1, foo10.≤	
integer
∑
!io.k8s.api.core.v1.NodeSystemInfoë"CNodeSystemInfo is a set of ids/uuids to uniquely identify the node.ö	machineIDö
systemUUIDöbootIDökernelVersionöosImageöcontainerRuntimeVersionökubeletVersionökubeProxyVersionöoperatingSystemöarchitecture≤
object ¢	
H
kubeProxyVersion4"'KubeProxy Version reported by the node.≤
string
D
kubeletVersion2"%Kubelet Version reported by the node.≤
string
ﬂ
	machineID—"√MachineID reported by the node. For unique machine identification in the cluster this field is preferred. Learn more from man(5) machine-id: http://man7.org/linux/man-pages/man5/machine-id.5.html≤
string
I
operatingSystem6")The Operating System reported by the node≤
string
˛

systemUUIDÔ"·SystemUUID reported by the node. For unique machine identification MachineID is preferred. This field is specific to Red Hat hosts https://access.redhat.com/documentation/en-us/red_hat_subscription_management/1/html/rhsm/uuid≤
string
n
kernelVersion]"PKernel Version reported by the node from 'uname -r' (e.g. 3.16.0-0.bpo.4-amd64).≤
string
4
bootID*"Boot ID reported by the node.≤
string
á
containerRuntimeVersionl"_ContainerRuntime Version reported by the node through runtime remote API (e.g. docker://1.5.0).≤
string
n
osImagec"VOS Image reported by the node from /etc/os-release (e.g. Debian GNU/Linux 7 (wheezy)).≤
string
B
architecture2"%The Architecture reported by the node≤
string
•
>io.k8s.apimachinery.pkg.apis.meta.v1.ServerAddressByClientCIDR‚"çServerAddressByClientCIDR helps the client to determine the server address that they should use, depending on the clientCIDR that they match.ö
clientCIDRöserverAddress≤
object ¶
Ä

clientCIDRr"eThe CIDR with which clients can match their IP to figure out the server address that they should use.≤
string
†
serverAddressé"ÄAddress of this server, suitable for a client that matches the above CIDR. This can be a hostname, hostname:port, IP or IP:port.≤
string
‘
(io.k8s.api.core.v1.DownwardAPIProjectionß"ôRepresents downward API info for projecting into a projected volume. Note that this is identical to a downwardAPI volume source without the default mode.≤
object }
{
itemsr")Items is a list of DownwardAPIVolume file≤
array∫:
8
6#/definitions/io.k8s.api.core.v1.DownwardAPIVolumeFile
Ç
*io.k8s.api.core.v1.DownwardAPIVolumeSource”"ìDownwardAPIVolumeSource represents a volume containing downward API info. Downward API volumes support ownership management and SELinux relabeling.≤
object Æ
¨
defaultModeúint32"ÜOptional: mode bits to use on created files by default. Must be a Optional: mode bits used to set permissions on created files by default. Must be an octal value between 0000 and 0777 or a decimal value between 0 and 511. YAML accepts both octal and decimal values, JSON requires decimal values for mode bits. Defaults to 0644. Directories within the path are not affected by this setting. This might be in conflict with other options that affect the file mode, like fsGroup, and the result can be other mode bits set.≤	
integer
}
itemst"+Items is a list of downward API volume file≤
array∫:
8
6#/definitions/io.k8s.api.core.v1.DownwardAPIVolumeFile
´
/io.k8s.api.core.v1.CinderPersistentVolumeSource˜"ÎRepresents a cinder volume resource in Openstack. A Cinder volume must exist before mounting to a container. The volume must also be in the same region as the kubelet. Cinder volumes support ownership management and SELinux relabeling.övolumeID≤
object Ô
¡
readOnly¥"•Optional: Defaults to false (read/write). ReadOnly here will force the ReadOnly setting in VolumeMounts. More info: https://examples.k8s.io/mysql-cinder-pd/README.md≤	
boolean
ô
	secretRefã
0#/definitions/io.k8s.api.core.v1.SecretReference"WOptional: points to a secret object containing parameters used to connect to OpenStack.
Ü
volumeIDz"mvolume id used to identify the volume in cinder. More info: https://examples.k8s.io/mysql-cinder-pd/README.md≤
string
É
fsType¯"ÍFilesystem type to mount. Must be a filesystem type supported by the host operating system. Examples: "ext4", "xfs", "ntfs". Implicitly inferred to be "ext4" if unspecified. More info: https://examples.k8s.io/mysql-cinder-pd/README.md≤
string
Â
,io.k8s.api.flowcontrol.v1beta1.LimitResponse¥"PLimitResponse defines how to handle requests that can not be executed right now.ötype≤
object È
√
queuing∑
A#/definitions/io.k8s.api.flowcontrol.v1beta1.QueuingConfiguration"r`queuing` holds the configuration parameters for queuing. This field may be non-empty only if `type` is `"Queue"`.
†
typeó"â`type` is "Queue" or "Reject". "Queue" means that requests that can not be executed upon arrival are held in a queue until they can be executed or a queuing limit is reached. "Reject" means that requests that can not be executed upon arrival are rejected. Required.≤
string˙`
x-kubernetes-unionsIG- discriminator: type
  fields-to-discriminateBy:
    queuing: Queuing

¥	
Uio.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1.CustomResourceDefinitionList⁄"KCustomResourceDefinitionList is a list of CustomResourceDefinition objects.öitems≤
object ˝
æ

apiVersionØ"°APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources≤
string
≤
items®"6items list individual CustomResourceDefinition objects≤
array∫c
a
_#/definitions/io.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1.CustomResourceDefinition
π
kind∞"¢Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds≤
string
I
metadata=
;#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.ListMeta˙v
x-kubernetes-group-version-kindSQ- group: apiextensions.k8s.io
  kind: CustomResourceDefinitionList
  version: v1

«

(io.k8s.api.authentication.v1.TokenReviewö
"ßTokenReview attempts to authenticate a token to a known user. Note: TokenReview requests may be cached by the webhook token authenticator plugin in the kube-apiserver.öspec≤
object Ò
K
metadata?
=#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta
~
specv
:#/definitions/io.k8s.api.authentication.v1.TokenReviewSpec"8Spec holds information about the request being evaluated
§
statusô
<#/definitions/io.k8s.api.authentication.v1.TokenReviewStatus"YStatus is filled in by the server and indicates whether the request can be authenticated.
æ

apiVersionØ"°APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources≤
string
π
kind∞"¢Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds≤
string˙f
x-kubernetes-group-version-kindCA- version: v1
  group: authentication.k8s.io
  kind: TokenReview

™
9io.k8s.api.authorization.v1beta1.LocalSubjectAccessReviewÏ"ÁLocalSubjectAccessReview checks whether or not a user or group can perform an action in a given namespace. Having a namespace scoped resource makes it much easier to grant namespace scoped policy that includes permissions checking.öspec≤
object Ú
ˆ
specÌ
F#/definitions/io.k8s.api.authorization.v1beta1.SubjectAccessReviewSpec"¢Spec holds information about the request being evaluated.  spec.namespace must be equal to the namespace you made the request against.  If empty, it is defaulted.
¨
status°
H#/definitions/io.k8s.api.authorization.v1beta1.SubjectAccessReviewStatus"UStatus is filled in by the server and indicates whether the request is allowed or not
æ

apiVersionØ"°APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources≤
string
π
kind∞"¢Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds≤
string
K
metadata?
=#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta˙w
x-kubernetes-group-version-kindTR- group: authorization.k8s.io
  kind: LocalSubjectAccessReview
  version: v1beta1

ì

,io.k8s.api.core.v1.ReplicationControllerList‚	"EReplicationControllerList is a collection of replication controllers.öitems≤
object †
π
kind∞"¢Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds≤
string
œ
metadata¬
;#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.ListMeta"ÇStandard list metadata. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds
æ

apiVersionØ"°APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources≤
string
Œ
itemsƒ"{List of replication controllers. More info: https://kubernetes.io/docs/concepts/workloads/controllers/replicationcontroller≤
array∫:
8
6#/definitions/io.k8s.api.core.v1.ReplicationController˙a
x-kubernetes-group-version-kind><- kind: ReplicationControllerList
  version: v1
  group: ""

æ
%io.k8s.api.extensions.v1beta1.Ingressî"ãIngress is a collection of rules that allow inbound connections to reach the endpoints defined by a backend. An Ingress can be configured to give services externally-reachable urls, load balance traffic, terminate SSL, offer name based virtual hosting etc. DEPRECATED - This group version of Ingress is deprecated by networking.k8s.io/v1beta1 Ingress. See the release notes for more information.≤
object ò

æ

apiVersionØ"°APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources≤
string
π
kind∞"¢Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds≤
string
“
metadata≈
=#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta"ÉStandard object's metadata. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata
›
spec‘
7#/definitions/io.k8s.api.extensions.v1beta1.IngressSpec"òSpec is the desired state of the Ingress. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#spec-and-status
„
statusÿ
9#/definitions/io.k8s.api.extensions.v1beta1.IngressStatus"öStatus is the current state of the Ingress. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#spec-and-status˙\
x-kubernetes-group-version-kind97- group: extensions
  kind: Ingress
  version: v1beta1

√
Nio.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1.JSONSchemaPropsOrBoolq"oJSONSchemaPropsOrBool represents JSONSchemaProps or a boolean value. Defaults to true for the boolean property.
¯

,io.k8s.apimachinery.pkg.runtime.RawExtension«
"π
RawExtension is used to hold extensions in external versions.

To use this, make a field which has RawExtension as its type in your external, versioned struct, and Object in your internal struct. You also need to register your various plugin types.

// Internal package: type MyAPIObject struct {
	runtime.TypeMeta `json:",inline"`
	MyPlugin runtime.Object `json:"myPlugin"`
} type PluginA struct {
	AOption string `json:"aOption"`
}

// External package: type MyAPIObject struct {
	runtime.TypeMeta `json:",inline"`
	MyPlugin runtime.RawExtension `json:"myPlugin"`
} type PluginA struct {
	AOption string `json:"aOption"`
}

// On the wire, the JSON will look something like this: {
	"kind":"MyAPIObject",
	"apiVersion":"v1",
	"myPlugin": {
		"kind":"PluginA",
		"aOption":"foo",
	},
}

So what happens? Decode first uses json or yaml to unmarshal the serialized data into your external MyAPIObject. That causes the raw JSON to be stored, but not unpacked. The next step is to copy (using pkg/conversion) into the internal struct. The runtime package's DefaultScheme has conversion functions installed which will unpack the JSON stored in RawExtension, turning it into the correct object type, and storing it in the Object. (TODO: In the case where the object is of an unknown type, a runtime.Unknown object will be created and stored.)≤
object
ı

io.k8s.api.batch.v1.CronJobSpec—
"YCronJobSpec describes how the job execution will look like and when it will actually run.öscheduleöjobTemplate≤
object Œ	
«
startingDeadlineSeconds´int64"ïOptional deadline in seconds for starting the job if it misses scheduled time for any reason.  Missed jobs executions will be counted as failed ones.≤	
integer
ó
successfulJobsHistoryLimityint32"dThe number of successful finished jobs to retain. Value must be non-negative integer. Defaults to 3.≤	
integer
†
suspendî"ÖThis flag tells the controller to suspend subsequent executions, it does not apply to already started executions.  Defaults to false.≤	
boolean
Ã
concurrencyPolicy∂"®Specifies how to treat concurrent executions of a Job. Valid values are: - "Allow" (default): allows CronJobs to run concurrently; - "Forbid": forbids concurrent runs, skipping next run if previous run hasn't finished yet; - "Replace": cancels currently running job and replaces it with a new one≤
string
è
failedJobsHistoryLimituint32"`The number of failed finished jobs to retain. Value must be non-negative integer. Defaults to 1.≤	
integer
Ñ
jobTemplateu
1#/definitions/io.k8s.api.batch.v1.JobTemplateSpec"@Specifies the job that will be created when executing a CronJob.
]
scheduleQ"DThe schedule in Cron format, see https://en.wikipedia.org/wiki/Cron.≤
string
‡
#io.k8s.api.batch.v1.JobTemplateSpec∏"QJobTemplateSpec describes the data a Job should have when created from a template≤
object ÷
˘
metadataÏ
=#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta"™Standard object's metadata of the jobs created from this template. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata
◊
specŒ
)#/definitions/io.k8s.api.batch.v1.JobSpec"†Specification of the desired behavior of the job. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#spec-and-status
¯
"io.k8s.api.core.v1.RBDVolumeSource—"àRepresents a Rados Block Device mount that lasts the lifetime of a pod. RBD volumes support ownership management and SELinux relabeling.ömonitorsöimage≤
object §
Ç
userz"mThe rados user name. Default is admin. More info: https://examples.k8s.io/volumes/rbd/README.md#how-to-use-it≤
string
≥
fsType®"öFilesystem type of the volume that you want to mount. Tip: Ensure that the filesystem type is supported by the host operating system. Examples: "ext4", "xfs", "ntfs". Implicitly inferred to be "ext4" if unspecified. More info: https://kubernetes.io/docs/concepts/storage/volumes#rbd≤
string
r
imagei"\The rados image name. More info: https://examples.k8s.io/volumes/rbd/README.md#how-to-use-it≤
string
´
keyringü"ëKeyring is the path to key ring for RBDUser. Default is /etc/ceph/keyring. More info: https://examples.k8s.io/volumes/rbd/README.md#how-to-use-it≤
string
é
monitorsÅ"eA collection of Ceph monitors. More info: https://examples.k8s.io/volumes/rbd/README.md#how-to-use-it≤
array∫
≤
string
Ä
poolx"kThe rados pool name. Default is rbd. More info: https://examples.k8s.io/volumes/rbd/README.md#how-to-use-it≤
string
¥
readOnlyß"òReadOnly here will force the ReadOnly setting in VolumeMounts. Defaults to false. More info: https://examples.k8s.io/volumes/rbd/README.md#how-to-use-it≤	
boolean
˘
	secretRefÎ
5#/definitions/io.k8s.api.core.v1.LocalObjectReference"±SecretRef is name of the authentication secret for RBDUser. If provided overrides keyring. Default is nil. More info: https://examples.k8s.io/volumes/rbd/README.md#how-to-use-it
è
*io.k8s.api.discovery.v1beta1.EndpointSlice‡"‹EndpointSlice represents a subset of the endpoints that implement a service. For a given service there may be multiple EndpointSlice objects, selected by labels, which must be joined to produce the full set of endpoints.öaddressTypeö	endpoints≤
object Ì

addressType‡"“addressType specifies the type of address carried by this EndpointSlice. All addresses in this slice must be the same type. This field is immutable after creation. The following address types are currently supported: * IPv4: Represents an IPv4 Address. * IPv6: Represents an IPv6 Address. * FQDN: Represents a Fully Qualified Domain Name.≤
string
æ

apiVersionØ"°APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources≤
string
‰
	endpoints÷"jendpoints is a list of unique endpoints in this slice. Each slice may include a maximum of 1000 endpoints.≤
array∫7
5
3#/definitions/io.k8s.api.discovery.v1beta1.Endpoint˙#
x-kubernetes-list-type	atomic

π
kind∞"¢Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds≤
string
h
metadata\
=#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta"Standard object's metadata.
©
portsü"Æports specifies the list of network ports exposed by each endpoint in this slice. Each port must have a unique name. When ports is empty, it indicates that there are no defined ports. When a port is defined with a nil port value, it indicates "all ports". Each slice may include a maximum of 100 ports.≤
array∫;
9
7#/definitions/io.k8s.api.discovery.v1beta1.EndpointPort˙#
x-kubernetes-list-type	atomic
˙h
x-kubernetes-group-version-kindEC- version: v1beta1
  group: discovery.k8s.io
  kind: EndpointSlice

µ
#io.k8s.api.networking.v1.IngressTLSç"MIngressTLS describes the transport layer security associated with an Ingress.≤
object Ø
¿
hosts∂"ÛHosts are a list of hosts included in the TLS certificate. The values in this list must match the name/s used in the tlsSecret. Defaults to the wildcard host setting for the loadbalancer controller fulfilling this Ingress, if left unspecified.≤
array∫
≤
string˙#
x-kubernetes-list-type	atomic

È

secretName⁄"ÃSecretName is the name of the secret used to terminate TLS traffic on port 443. Field is left optional to allow TLS routing based on SNI hostname alone. If the SNI host in a listener conflicts with the "Host" header field used by an IngressRule, the SNI host is used for termination and value of the Host header is used for routing.≤
string
Æ
"io.k8s.api.rbac.v1.RoleBindingListá"/RoleBindingList is a collection of RoleBindingsöitems≤
object Œ
æ

apiVersionØ"°APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources≤
string
g
items^"Items is a list of RoleBindings≤
array∫0
.
,#/definitions/io.k8s.api.rbac.v1.RoleBinding
π
kind∞"¢Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds≤
string
f
metadataZ
;#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.ListMeta"Standard object's metadata.˙n
x-kubernetes-group-version-kindKI- group: rbac.authorization.k8s.io
  kind: RoleBindingList
  version: v1

Â
2io.k8s.apimachinery.pkg.apis.meta.v1.StatusDetailsÆ"ÈStatusDetails is a set of additional properties that MAY be set by the server to provide additional information about a response. The Reason field of a Status object defines what attributes will be set. Clients must ignore fields that do not match the defined type of each attribute, and should assume that any attribute may be empty, invalid, or under defined.≤
object ≥	
ç
kindÑ"ˆThe kind attribute of the resource associated with the status StatusReason. On some operations may differ from the requested resource Kind. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds≤
string
ó
nameé"ÄThe name attribute of the resource associated with the status StatusReason (when there is a single name which can be described).≤
string
ó
retryAfterSecondsÅint32"ÎIf specified, the time in seconds before the operation should be retried. Some errors may indicate the client must take an alternate action - for those errors this field may indicate how long to wait before taking the alternate action.≤	
integer
•
uidù"èUID of the resource. (when there is a single resource which can be described). More info: http://kubernetes.io/docs/user-guide/identifiers#uids≤
string
‡
causes’"ÉThe Causes array includes more details associated with the StatusReason failure. Not all StatusReasons may provide detailed causes.≤
array∫B
@
>#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.StatusCause
b
groupY"LThe group attribute of the resource associated with the status StatusReason.≤
string
à
%io.k8s.api.apps.v1.ControllerRevisionﬁ"±ControllerRevision implements an immutable snapshot of state data. Clients are responsible for serializing and deserializing the objects that contain their internal state. Once a ControllerRevision has been successfully created, it can not be updated. The API Server will fail validation of all requests that attempt to mutate the Data field. ControllerRevisions may, however, be deleted. Note that, due to its use by both the DaemonSet and StatefulSet controllers for update and rollback, this object is beta. However, it may be subject to name and representation changes in future releases, and clients should not depend on its stability. It is primarily for internal use by controllers.örevision≤
object ±
π
kind∞"¢Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds≤
string
“
metadata≈
=#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta"ÉStandard object's metadata. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata
b
revisionVint64"ARevision indicates the revision of the state represented by Data.≤	
integer
æ

apiVersionØ"°APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources≤
string
y
dataq
:#/definitions/io.k8s.apimachinery.pkg.runtime.RawExtension"3Data is the serialized representation of the state.˙\
x-kubernetes-group-version-kind97- group: apps
  kind: ControllerRevision
  version: v1

ﬁ
 io.k8s.api.core.v1.ContainerPortπ">ContainerPort represents a network port in a single container.öcontainerPort≤
object ⁄
A
hostIP7"*What host IP to bind the external port to.≤
string
Â
hostPortÿint32"¬Number of port to expose on the host. If specified, this must be a valid port number, 0 < x < 65536. If HostNetwork is specified, this must match ContainerPort. Most containers do not need this.≤	
integer
∆
nameΩ"ØIf specified, this must be an IANA_SVC_NAME and unique within the pod. Each named port in a pod must have a unique name. Name for the port that can be referred to by services.≤
string
Y
protocolM"@Protocol for port. Must be UDP, TCP, or SCTP. Defaults to "TCP".≤
string
à
containerPortwint32"bNumber of port to expose on the pod's IP address. This must be a valid port number, 0 < x < 65536.≤	
integer
®

1io.k8s.api.storage.v1beta1.CSIStorageCapacityListÚ	"ECSIStorageCapacityList is a collection of CSIStorageCapacity objects.öitems≤
object ¢
æ

apiVersionØ"°APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources≤
string
’
itemsÀ"0Items is the list of CSIStorageCapacity objects.≤
array∫?
=
;#/definitions/io.k8s.api.storage.v1beta1.CSIStorageCapacity˙'
x-kubernetes-list-map-keys	- name
˙ 
x-kubernetes-list-typemap

π
kind∞"¢Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds≤
string
 
metadataΩ
;#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.ListMeta"~Standard list metadata More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata˙o
x-kubernetes-group-version-kindLJ- group: storage.k8s.io
  kind: CSIStorageCapacityList
  version: v1beta1

¨
+io.k8s.apimachinery.pkg.apis.meta.v1.Status¸"CStatus is a return value for calls that don't return other objects.≤
object ◊
U
messageJ"=A human-readable description of the status of this operation.≤
string
œ
metadata¬
;#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.ListMeta"ÇStandard list metadata. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds
‰
reasonŸ"ÀA machine-readable description of why this operation is in the "Failure" status. If this value is empty there is no information available. A Reason clarifies an HTTP status code but does not override it.≤
string
¿
statusµ"ßStatus of the operation. One of: "Success" or "Failure". More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#spec-and-status≤
string
æ

apiVersionØ"°APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources≤
string
V
codeNint32"9Suggested HTTP return code for this status, 0 if not set.≤	
integer
¨
details†
@#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.StatusDetails"€Extended data associated with the reason.  Each reason may define its own extended details. This field is optional and the data returned is not guaranteed to conform to any schema except that defined by the reason type.
π
kind∞"¢Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds≤
string˙N
x-kubernetes-group-version-kind+)- group: ""
  kind: Status
  version: v1

ù
-io.k8s.api.flowcontrol.v1beta1.FlowSchemaSpecÎ"GFlowSchemaSpec describes how the FlowSchema's specification looks like.öpriorityLevelConfiguration≤
object ˆ

Ù
rulesÍ"Ï`rules` describes which requests will match this flow schema. This FlowSchema matches a request if and only if at least one member of rules matches the request. if it is an empty slice, there will be no requests matching the FlowSchema.≤
array∫H
F
D#/definitions/io.k8s.api.flowcontrol.v1beta1.PolicyRulesWithSubjects˙#
x-kubernetes-list-type	atomic

¶
distinguisherMethodé
D#/definitions/io.k8s.api.flowcontrol.v1beta1.FlowDistinguisherMethod"≈`distinguisherMethod` defines how to compute the flow distinguisher for requests that match this schema. `nil` specifies that the distinguisher is disabled and thus will always be the empty string.
è
matchingPrecedence¯int32"‚`matchingPrecedence` is used to choose among the FlowSchemas that match a given request. The chosen FlowSchema is among those with the numerically lowest (which we take to be logically highest) MatchingPrecedence.  Each MatchingPrecedence value must be ranged in [1,10000]. Note that if the precedence is not specified, it will be set to 1000 as default.≤	
integer
¡
priorityLevelConfiguration¢
P#/definitions/io.k8s.api.flowcontrol.v1beta1.PriorityLevelConfigurationReference"Õ`priorityLevelConfiguration` should reference a PriorityLevelConfiguration in the cluster. If the reference cannot be resolved, the FlowSchema will be ignored and marked as invalid in its status. Required.
î
(io.k8s.api.networking.v1beta1.IngressTLSÁ"MIngressTLS describes the transport layer security associated with an Ingress.≤
object â
ö
hostsê"ÛHosts are a list of hosts included in the TLS certificate. The values in this list must match the name/s used in the tlsSecret. Defaults to the wildcard host setting for the loadbalancer controller fulfilling this Ingress, if left unspecified.≤
array∫
≤
string
È

secretName⁄"ÃSecretName is the name of the secret used to terminate TLS traffic on port 443. Field is left optional to allow TLS routing based on SNI hostname alone. If the SNI host in a listener conflicts with the "Host" header field used by an IngressRule, the SNI host is used for termination and value of the Host header is used for routing.≤
string
æ
io.k8s.api.core.v1.PodAffinityõ"?Pod affinity is a group of inter pod affinity scheduling rules.≤
object À

Ï
/preferredDuringSchedulingIgnoredDuringExecution∏"ÏThe scheduler will prefer to schedule pods to nodes that satisfy the affinity expressions specified by this field, but it may choose a node that violates one or more of the expressions. The node that is most preferred is the one with the greatest sum of weights, i.e. for each node that meets all of the scheduling requirements (resource request, requiredDuringScheduling affinity expressions, etc.), compute a sum by iterating through the elements of this field and adding "weight" to the sum if the node has pods which matches the corresponding podAffinityTerm; the node(s) with the highest sum are the most preferred.≤
array∫<
:
8#/definitions/io.k8s.api.core.v1.WeightedPodAffinityTerm
Ÿ
.requiredDuringSchedulingIgnoredDuringExecution¶"‚If the affinity requirements specified by this field are not met at scheduling time, the pod will not be scheduled onto the node. If the affinity requirements specified by this field cease to be met at some point during pod execution (e.g. due to a pod label update), the system may or may not try to eventually evict the pod from its node. When there are multiple elements, the lists of nodes corresponding to each podAffinityTerm are intersected, i.e. all terms must be satisfied.≤
array∫4
2
0#/definitions/io.k8s.api.core.v1.PodAffinityTerm
Ø
io.k8s.api.rbac.v1.Subjectê"∆Subject contains a reference to the object or user identities a role binding applies to.  This can either hold a direct API object reference, or a value for non-objects such as user and group names.ökindöname≤
object ™
9
name1"$Name of the object being referenced.≤
string
√
	namespaceµ"ßNamespace of the referenced object.  If the object kind is non-namespace, such as "User" or "Group", and this value is not empty the Authorizer should report an error.≤
string
√
apiGroup∂"®APIGroup holds the API group of the referenced subject. Defaults to "" for ServiceAccount subjects. Defaults to "rbac.authorization.k8s.io" for User and Group subjects.≤
string
‡
kind◊"…Kind of object being referenced. Values defined by this API group are "User", "Group", and "ServiceAccount". If the Authorizer does not recognized the kind value, the Authorizer should report an error.≤
string
´	
)io.k8s.api.apps.v1.ControllerRevisionList˝"UControllerRevisionList is a resource containing a list of ControllerRevision objects.öitems≤
object ¨
æ

apiVersionØ"°APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources≤
string
w
itemsn"(Items is the list of ControllerRevisions≤
array∫7
5
3#/definitions/io.k8s.api.apps.v1.ControllerRevision
π
kind∞"¢Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds≤
string
≥
metadata¶
;#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.ListMeta"gMore info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata˙`
x-kubernetes-group-version-kind=;- group: apps
  kind: ControllerRevisionList
  version: v1

Ü
3io.k8s.api.core.v1.AWSElasticBlockStoreVolumeSourceŒ
"°Represents a Persistent Disk resource in AWS.

An AWS EBS disk must exist before mounting to a container. The disk must also be in the same AWS zone as the kubelet. An AWS EBS disk can only be mounted as read/write once. AWS EBS volumes support ownership management and SELinux relabeling.övolumeID≤
object ê
ƒ
fsTypeπ"´Filesystem type of the volume that you want to mount. Tip: Ensure that the filesystem type is supported by the host operating system. Examples: "ext4", "xfs", "ntfs". Implicitly inferred to be "ext4" if unspecified. More info: https://kubernetes.io/docs/concepts/storage/volumes#awselasticblockstore≤
string
®
	partitionöint32"ÑThe partition in the volume that you want to mount. If omitted, the default is to mount by volume name. Examples: For volume /dev/sda1, you specify the partition as "1". Similarly, the volume partition for /dev/sda is "0" (or you can leave the property empty).≤	
integer
‰
readOnly◊"»Specify "true" to force and set the ReadOnly property in VolumeMounts to "true". If omitted, the default is "false". More info: https://kubernetes.io/docs/concepts/storage/volumes#awselasticblockstore≤	
boolean
¥
volumeIDß"ôUnique ID of the persistent disk resource in AWS (Amazon EBS volume). More info: https://kubernetes.io/docs/concepts/storage/volumes#awselasticblockstore≤
string

!io.k8s.api.core.v1.ClientIPConfig "QClientIPConfig represents the configurations of Client IP based session affinity.≤
object Ë
Â
timeoutSeconds“int32"ºtimeoutSeconds specifies the seconds of ClientIP type session sticky time. The value must be >0 && <=86400(for 1 day) if ServiceAffinity == "ClientIP". Default value is 10800(for 3 hours).≤	
integer
Ú,
2io.k8s.apimachinery.pkg.apis.meta.v1.DeleteOptionsª,":DeleteOptions may be provided when deleting an API object.≤
object ã
æ

apiVersionØ"°APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources≤
string
†
dryRunï"¯When present, indicates that modifications should not be persisted. An invalid or unrecognized dryRun directive will result in an error response and no further processing of the request. Valid values are: - All: all dry run stages will be processed≤
array∫
≤
string
ﬁ
gracePeriodSeconds«int64"±The duration in seconds before the object should be deleted. Value must be non-negative integer. The value zero indicates delete immediately. If this value is nil, the default grace period for the specified type will be used. Defaults to a per object value if not specified. zero means delete immediately.≤	
integer
π
kind∞"¢Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds≤
string
ƒ
orphanDependentsØ"†Deprecated: please use the PropagationPolicy, this field will be deprecated in 1.7. Should the dependent objects be orphaned. If true/false, the "orphan" finalizer will be added to/removed from the object's finalizers list. Either this field or PropagationPolicy may be set, but not both.≤	
boolean
¬
preconditions∞
@#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.Preconditions"lMust be fulfilled before a deletion is carried out. If not possible, a 409 Conflict status will be returned.
˚
propagationPolicyÂ"◊Whether and how garbage collection will be performed. Either this field or OrphanDependents may be set, but not both. The default policy is decided by the existing finalizer set in the metadata.finalizers and the resource-specific default policy. Acceptable values are: 'Orphan' - orphan the dependents; 'Background' - allow the garbage collector to delete the dependents in the background; 'Foreground' - a cascading policy that deletes all dependents in the foreground.≤
string˙·
x-kubernetes-group-version-kindΩ∫- group: ""
  kind: DeleteOptions
  version: v1
- group: admission.k8s.io
  kind: DeleteOptions
  version: v1
- version: v1beta1
  group: admission.k8s.io
  kind: DeleteOptions
- group: admissionregistration.k8s.io
  kind: DeleteOptions
  version: v1
- group: admissionregistration.k8s.io
  kind: DeleteOptions
  version: v1beta1
- kind: DeleteOptions
  version: v1
  group: apiextensions.k8s.io
- group: apiextensions.k8s.io
  kind: DeleteOptions
  version: v1beta1
- group: apiregistration.k8s.io
  kind: DeleteOptions
  version: v1
- kind: DeleteOptions
  version: v1beta1
  group: apiregistration.k8s.io
- version: v1
  group: apps
  kind: DeleteOptions
- group: apps
  kind: DeleteOptions
  version: v1beta1
- group: apps
  kind: DeleteOptions
  version: v1beta2
- group: authentication.k8s.io
  kind: DeleteOptions
  version: v1
- group: authentication.k8s.io
  kind: DeleteOptions
  version: v1beta1
- version: v1
  group: authorization.k8s.io
  kind: DeleteOptions
- group: authorization.k8s.io
  kind: DeleteOptions
  version: v1beta1
- group: autoscaling
  kind: DeleteOptions
  version: v1
- group: autoscaling
  kind: DeleteOptions
  version: v2beta1
- version: v2beta2
  group: autoscaling
  kind: DeleteOptions
- group: batch
  kind: DeleteOptions
  version: v1
- group: batch
  kind: DeleteOptions
  version: v1beta1
- group: certificates.k8s.io
  kind: DeleteOptions
  version: v1
- kind: DeleteOptions
  version: v1beta1
  group: certificates.k8s.io
- group: coordination.k8s.io
  kind: DeleteOptions
  version: v1
- group: coordination.k8s.io
  kind: DeleteOptions
  version: v1beta1
- kind: DeleteOptions
  version: v1
  group: discovery.k8s.io
- group: discovery.k8s.io
  kind: DeleteOptions
  version: v1beta1
- group: events.k8s.io
  kind: DeleteOptions
  version: v1
- group: events.k8s.io
  kind: DeleteOptions
  version: v1beta1
- kind: DeleteOptions
  version: v1beta1
  group: extensions
- version: v1alpha1
  group: flowcontrol.apiserver.k8s.io
  kind: DeleteOptions
- group: flowcontrol.apiserver.k8s.io
  kind: DeleteOptions
  version: v1beta1
- group: imagepolicy.k8s.io
  kind: DeleteOptions
  version: v1alpha1
- group: internal.apiserver.k8s.io
  kind: DeleteOptions
  version: v1alpha1
- kind: DeleteOptions
  version: v1
  group: networking.k8s.io
- kind: DeleteOptions
  version: v1beta1
  group: networking.k8s.io
- group: node.k8s.io
  kind: DeleteOptions
  version: v1
- group: node.k8s.io
  kind: DeleteOptions
  version: v1alpha1
- group: node.k8s.io
  kind: DeleteOptions
  version: v1beta1
- kind: DeleteOptions
  version: v1
  group: policy
- version: v1beta1
  group: policy
  kind: DeleteOptions
- group: rbac.authorization.k8s.io
  kind: DeleteOptions
  version: v1
- version: v1alpha1
  group: rbac.authorization.k8s.io
  kind: DeleteOptions
- version: v1beta1
  group: rbac.authorization.k8s.io
  kind: DeleteOptions
- kind: DeleteOptions
  version: v1
  group: scheduling.k8s.io
- group: scheduling.k8s.io
  kind: DeleteOptions
  version: v1alpha1
- version: v1beta1
  group: scheduling.k8s.io
  kind: DeleteOptions
- group: storage.k8s.io
  kind: DeleteOptions
  version: v1
- group: storage.k8s.io
  kind: DeleteOptions
  version: v1alpha1
- group: storage.k8s.io
  kind: DeleteOptions
  version: v1beta1

ì 
io.k8s.api.events.v1.EventÙ"æEvent is a report of an event somewhere in the cluster. It generally denotes some state change in the system. Events have a limited retention time and triggers and messages may evolve with time.  Event consumers should not rely on the timing of an event with a given Reason reflecting a consistent underlying trigger, or the continued existence of events with that Reason.  Events should be treated as informative, best-effort, supplemental data.ö	eventTime≤
object Ω
¬
reportingInstance¨"ûreportingInstance is the ID of the controller instance, e.g. `kubelet-xyzf`. This field cannot be empty for new Events and it can have at most 128 characters.≤
string
Ã
action¡"≥action is what action was taken/failed regarding to the regarding object. It is machine-readable. This field cannot be empty for new Events and it can have at most 128 characters.≤
string
π
kind∞"¢Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds≤
string
“
metadata≈
=#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta"ÉStandard object's metadata. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata
—
related≈
0#/definitions/io.k8s.api.core.v1.ObjectReference"êrelated is the optional secondary object for more complex actions. E.g. when regarding object triggers a creation or deletion of related object.
π
reportingController°"ìreportingController is the name of the controller that emitted this Event, e.g. `kubernetes.io/kubelet`. This field cannot be empty for new Events.≤
string
à
deprecatedCountuint32"`deprecatedCount is the deprecated field assuring backward compatibility with core.v1 Event type.≤	
integer
¶
deprecatedSourceë
,#/definitions/io.k8s.api.core.v1.EventSource"adeprecatedSource is the deprecated field assuring backward compatibility with core.v1 Event type.
§
reasonô"ãreason is why the action was taken. It is human-readable. This field cannot be empty for new Events and it can have at most 128 characters.≤
string
ö
seriesè
.#/definitions/io.k8s.api.events.v1.EventSeries"]series is data about the Event series this event represents or nil if it's a singleton Event.
æ

apiVersionØ"°APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources≤
string
ó
	eventTimeâ
<#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.MicroTime"IeventTime is the time when this Event was first observed. It is required.
Ω
note¥"¶note is a human-readable description of the status of this operation. Maximal length of the note is 1kB, but libraries should be prepared to handle values up to 64kB.≤
string
∂
	regarding®
0#/definitions/io.k8s.api.core.v1.ObjectReference"Ûregarding contains the object this Event is about. In most cases it's an Object reporting controller implements, e.g. ReplicaSetController implements ReplicaSets and this event is emitted because it acts on some changes in a ReplicaSet object.
≥
type™"útype is the type of this event (Normal, Warning), new types could be added in the future. It is machine-readable. This field cannot be empty for new Events.≤
string
¡
deprecatedFirstTimestamp§
7#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.Time"ideprecatedFirstTimestamp is the deprecated field assuring backward compatibility with core.v1 Event type.
ø
deprecatedLastTimestamp£
7#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.Time"hdeprecatedLastTimestamp is the deprecated field assuring backward compatibility with core.v1 Event type.˙X
x-kubernetes-group-version-kind53- kind: Event
  version: v1
  group: events.k8s.io

≤
,io.k8s.api.storage.v1.VolumeAttachmentSourceÅ"›VolumeAttachmentSource represents a volume that should be attached. Right now only PersistenVolumes can be attached via external attacher, in future we may allow also inline volumes in pods. Exactly one member can be set.≤
object í
¿
inlineVolumeSpec´
5#/definitions/io.k8s.api.core.v1.PersistentVolumeSpec"ÒinlineVolumeSpec contains all the information necessary to attach a persistent volume defined by a pod's inline VolumeSource. This field is populated only for the CSIMigration feature. It contains translated fields from a pod's inline VolumeSource to a PersistentVolumeSpec. This field is beta-level and is only honored by servers that enabled the CSIMigration feature.
M
persistentVolumeName5"(Name of the persistent volume to attach.≤
string
ú
io.k8s.api.core.v1.EnvVarSource¯"<EnvVarSource represents a source for the value of an EnvVar.≤
object ´
i
configMapKeyRefV
5#/definitions/io.k8s.api.core.v1.ConfigMapKeySelector"Selects a key of a ConfigMap.
û
fieldRefë
4#/definitions/io.k8s.api.core.v1.ObjectFieldSelector"ÿSelects a field of the pod: supports metadata.name, metadata.namespace, `metadata.labels['<KEY>']`, `metadata.annotations['<KEY>']`, spec.nodeName, spec.serviceAccountName, status.hostIP, status.podIP, status.podIPs.
§
resourceFieldRefè
6#/definitions/io.k8s.api.core.v1.ResourceFieldSelector"‘Selects a resource of the container: only resources limits and requests (limits.cpu, limits.memory, limits.ephemeral-storage, requests.cpu, requests.memory and requests.ephemeral-storage) are currently supported.
v
secretKeyReff
2#/definitions/io.k8s.api.core.v1.SecretKeySelector"0Selects a key of a secret in the pod's namespace
„
io.k8s.api.core.v1.Namespace¬"MNamespace provides a scope for Names. Use of multiple namespaces is optional.≤
object ê

‚
status◊
0#/definitions/io.k8s.api.core.v1.NamespaceStatus"¢Status describes the current status of a Namespace. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#spec-and-status
æ

apiVersionØ"°APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources≤
string
π
kind∞"¢Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds≤
string
“
metadata≈
=#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta"ÉStandard object's metadata. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata
÷
specÕ
.#/definitions/io.k8s.api.core.v1.NamespaceSpec"öSpec defines the behavior of the Namespace. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#spec-and-status˙Q
x-kubernetes-group-version-kind.,- group: ""
  kind: Namespace
  version: v1
